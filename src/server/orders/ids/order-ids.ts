import { randomBytes } from 'node:crypto';

/**
 * Digits and capitals without 0, O, 1 and I, which a customer reading a code aloud at the counter confuses.
 * Exactly 32 characters, so five random bits pick one with no bias.
 */
export const unambiguousAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A source of random bytes; the server uses the operating system's, tests pass their own. */
export type RandomBytes = (size: number) => Uint8Array;

const fiveBits = 0b11111;

/** `length` characters of the unambiguous alphabet, each from its own random byte. */
export function randomCode(length: number, random: RandomBytes = randomBytes): string {
  const bytes = random(length);
  if (bytes.length < length) throw new RangeError(`Asked for ${length} random bytes, got ${bytes.length}`);
  let code = '';
  for (let index = 0; index < length; index += 1) code += unambiguousAlphabet[bytes[index]! & fiveBits];
  return code;
}

export const shortOrderIdLength = 6;
export const orderIdLength = 10;
/** 26 characters of 5 bits: 130 random bits, so nobody reaches an invoice by guessing its id. */
export const invoiceQueryIdLength = 26;
export const invoiceItemIdLength = 16;

/**
 * What the customer says at the counter. About a billion values: unique among a store's open orders in
 * practice, but the database's unique index decides, and a clash is retried with a new code.
 */
export function newShortOrderId(random?: RandomBytes): string {
  return randomCode(shortOrderIdLength, random);
}

export function newOrderId(random?: RandomBytes): string {
  return `ORD-${randomCode(orderIdLength, random)}`;
}

export function newInvoiceQueryId(random?: RandomBytes): string {
  return `inv_${randomCode(invoiceQueryIdLength, random)}`;
}

export function newInvoiceItemId(random?: RandomBytes): string {
  return `itm_${randomCode(invoiceItemIdLength, random)}`;
}
