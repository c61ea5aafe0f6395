import type { LocalizedDetail } from '@/server/http/bad-request-error';
import { paymentClaimMismatches } from '@/server/payments/invoice-payment-check';

const facts = { shortOrderId: 'A1B2C3', payable: 1999, merchantQueryId: 'toolon-burgeri' } as const;

/** The details as an English reader gets them. */
function inEnglish(details: readonly LocalizedDetail[]): { field: string; message: string }[] {
  return details.map((detail) => ({ field: detail.field, message: detail.message('en') }));
}

describe('paymentClaimMismatches', () => {
  it('accepts a claim that agrees with the invoice in every field', () => {
    expect(
      paymentClaimMismatches(facts, {
        orderNumber: 'A1B2C3',
        amount: 1999,
        transactionId: 'A1B2C3---1999',
        merchantQueryId: 'toolon-burgeri',
      }),
    ).toEqual([]);
  });

  it('names every field that disagrees, in the order of the query', () => {
    expect(
      inEnglish(
        paymentClaimMismatches(facts, {
          orderNumber: 'ZZZZZZ',
          amount: 1,
          transactionId: 'A1B2C3---1',
          merchantQueryId: 'other-store',
        }),
      ),
    ).toEqual([
      { field: 'orderNumber', message: 'must be the invoice\u2019s short order id' },
      { field: 'amount', message: 'must be the invoice\u2019s payable amount, 1999' },
      { field: 'transactionId', message: 'must be the invoice\u2019s transaction id' },
      { field: 'merchantQueryId', message: 'must be the invoice\u2019s store' },
    ]);
  });

  it('checks the transaction id against the invoice\u2019s own amount, not the claimed one', () => {
    expect(paymentClaimMismatches(facts, { amount: 1999, transactionId: 'A1B2C3---1999' })).toEqual([]);
    expect(inEnglish(paymentClaimMismatches(facts, { transactionId: 'A1B2C3--1999' }))).toEqual([
      { field: 'transactionId', message: 'must be the invoice\u2019s transaction id' },
    ]);
  });

  it('leaves out fields the claim does not make', () => {
    expect(paymentClaimMismatches(facts, {})).toEqual([]);
  });
});
