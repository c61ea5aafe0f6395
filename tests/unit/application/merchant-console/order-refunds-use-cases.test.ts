import { createOrderRefundUseCases } from '@/application/merchant-console/order-refunds.use-cases';
import type { OrderRefunds } from '@/application/ports/store-office-gateway.port';
import { InMemoryStoreOffice, paidCardOrder } from '../../../support/fakes/in-memory-store-office';

// paidCardOrder: two soups of 29,80 and a bread of 5,00 less a 3,48 voucher (shared 2,98 and 0,50), plus a tip,
// paid 33,32: the soups are worth 26,82 after the voucher, the bread 4,50.
const oneSoupGivenBack: OrderRefunds = {
  ...paidCardOrder,
  refundable: 3332 - 1341,
  lines: paidCardOrder.lines.map((line) => (line.lineId === 'soup' ? { ...line, refundedQuantity: 1 } : line)),
  refunds: [
    {
      queryId: 'refund-1',
      kind: 'lines',
      amount: 1341,
      reason: 'Cold',
      lines: [{ lineId: 'soup', quantity: 1, amount: 1341 }],
      createdAt: '2026-11-26T11:00:00.000Z',
    },
  ],
};

function refundsOver() {
  const office = new InMemoryStoreOffice();
  return { office, ...createOrderRefundUseCases({ office }) };
}

describe('an order\u2019s refunds', () => {
  it('are shown for the order asked for', async () => {
    const { office, showOrderRefunds } = refundsOver();
    await expect(showOrderRefunds('card-order')).resolves.toEqual(paidCardOrder);
    expect(office.calls).toEqual(['orderRefunds card-order']);
  });
});

describe('the refund preview', () => {
  it('gives one unit of a line back at its worth after the voucher\u2019s share', () => {
    const { previewRefund } = refundsOver();
    expect(previewRefund(paidCardOrder, { kind: 'lines', lines: [{ lineId: 'soup', quantity: 1 }] })).toMatchObject({
      ok: true,
      plan: { amount: 1341, lines: [{ lineId: 'soup', productName: 'Lohikeitto', quantity: 1, amount: 1341 }] },
    });
  });

  it('gives back, in full, all that earlier refunds left: the money and each line\u2019s units', () => {
    const { previewRefund } = refundsOver();
    expect(previewRefund(oneSoupGivenBack, { kind: 'full' })).toMatchObject({
      ok: true,
      plan: {
        amount: 3332 - 1341,
        lines: [
          { lineId: 'soup', quantity: 1, amount: 1341 },
          { lineId: 'bread', quantity: 1, amount: 450 },
        ],
      },
    });
  });

  it('refuses more units of a line than earlier refunds left', () => {
    const { previewRefund } = refundsOver();
    expect(previewRefund(oneSoupGivenBack, { kind: 'lines', lines: [{ lineId: 'soup', quantity: 2 }] })).toEqual({
      ok: false,
      reason: 'TOO_MANY',
      field: 'lines.0.quantity',
    });
  });

  it('refuses an amount beyond what earlier refunds left', () => {
    const { previewRefund } = refundsOver();
    expect(previewRefund(oneSoupGivenBack, { kind: 'amount', amount: 3332 - 1341 + 1 })).toMatchObject({
      ok: false,
      reason: 'MORE_THAN_PAID',
    });
  });

  it('refuses a cancelled order, whose cancellation gave everything back', () => {
    const { previewRefund } = refundsOver();
    expect(previewRefund({ ...paidCardOrder, cancelled: true }, { kind: 'full' })).toMatchObject({
      ok: false,
      reason: 'ORDER_CANCELLED',
    });
  });

  it('refuses an order not paid', () => {
    const { previewRefund } = refundsOver();
    expect(previewRefund({ ...paidCardOrder, paid: false }, { kind: 'full' })).toMatchObject({
      ok: false,
      reason: 'NOT_PAID',
    });
  });
});

describe('giving a refund', () => {
  it('sends the order\u2019s choice and reason, and answers the order with its refund', async () => {
    const { office, refundOrder } = refundsOver();
    const request = { choice: { kind: 'amount', amount: 500 }, reason: 'Late' } as const;
    const outcome = await refundOrder('card-order', request);
    expect(outcome).toMatchObject({ ok: true, value: { refundable: 3332 - 500, refunds: [{ amount: 500 }] } });
    expect(office.refundsAsked).toEqual([{ invoiceQueryId: 'card-order', request }]);
  });

  it('answers the server\u2019s refusal as it came', async () => {
    const { office, refundOrder } = refundsOver();
    const refusal = { ok: false, refusal: 'REFUSED', field: null, message: 'Refunds are closed' } as const;
    office.refuseNextRefund = refusal;
    await expect(refundOrder('card-order', { choice: { kind: 'full' }, reason: 'Late' })).resolves.toEqual(refusal);
  });
});
