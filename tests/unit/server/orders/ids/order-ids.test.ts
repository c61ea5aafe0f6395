import fc from 'fast-check';
import {
  invoiceQueryIdLength,
  newInvoiceItemId,
  newInvoiceQueryId,
  newOrderId,
  newShortOrderId,
} from '@/server/orders/ids/order-ids';
import { randomCode, unambiguousAlphabet, type RandomBytes } from '@/server/shared/random-code';

/** Bytes 0, 1, 2, … so each code is predictable. */
const counting: RandomBytes = (size) => Uint8Array.from({ length: size }, (_, index) => index);

describe('the unambiguous alphabet', () => {
  it('has 32 distinct characters and none of 0, O, 1, I', () => {
    expect(new Set(unambiguousAlphabet).size).toBe(32);
    expect(unambiguousAlphabet).toHaveLength(32);
    for (const confusable of ['0', 'O', '1', 'I']) expect(unambiguousAlphabet).not.toContain(confusable);
  });
});

describe('randomCode', () => {
  it('picks one character per byte by its low five bits', () => {
    expect(randomCode(6, counting)).toBe('234567');
    expect(randomCode(3, () => Uint8Array.of(31, 32, 255))).toBe('Z2Z');
  });

  it('uses only the alphabet, at the length asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 64 }), (length) => {
        const code = randomCode(length);
        expect(code).toHaveLength(length);
        expect([...code].every((character) => unambiguousAlphabet.includes(character))).toBe(true);
      }),
    );
  });

  it('refuses a random source that gives too few bytes', () => {
    expect(() => randomCode(6, () => new Uint8Array(5))).toThrow(RangeError);
  });
});

describe('the order ids', () => {
  it.each([
    ['the short order id', newShortOrderId, '234567'],
    ['the order id', newOrderId, 'ORD-23456789AB'],
    ['the invoice query id', newInvoiceQueryId, 'inv_23456789ABCDEFGHJKLMNPQRST'],
    ['the invoice item id', newInvoiceItemId, 'itm_23456789ABCDEFGH'],
  ])('%s from counting bytes', (_, generate, expected) => {
    expect(generate(counting)).toBe(expected);
  });

  it('gives an invoice query id 130 random bits', () => {
    expect(invoiceQueryIdLength * Math.log2(unambiguousAlphabet.length)).toBe(130);
  });

  it('draws fresh short order ids from the operating system', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newShortOrderId()));
    expect(ids.size).toBeGreaterThan(195);
    for (const id of ids) expect(id).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
  });
});
