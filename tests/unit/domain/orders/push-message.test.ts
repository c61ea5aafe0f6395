import { statusUpdateFromPush } from '@/domain/orders/push-message';
import { anOrder } from '../../../support/fakes/order-fixtures';

describe('statusUpdateFromPush', () => {
  const order = anOrder({ queryId: 'invoice-7', status: 'order_dispatched', merchantQueryId: 'store-9' });

  it("stands for an event of the push's type with the invoice's current status", () => {
    const message = { moduleCode: '9017', moduleType: 'SSE_ORDER_STATUS_CHANGED', queryId: 'invoice-7' };
    expect(statusUpdateFromPush(message, order)).toEqual({
      type: 'SSE_ORDER_STATUS_CHANGED',
      status: 'order_dispatched',
      invoiceQueryId: 'invoice-7',
      merchantQueryId: 'store-9',
    });
  });

  it("carries the provider's success status for a card-payment push, as its event does", () => {
    const message = { moduleCode: '9017', moduleType: 'SSE_NETS_PAYMENT_SUCCESSFULL', queryId: 'invoice-7' };
    expect(statusUpdateFromPush(message, order)).toEqual({
      type: 'SSE_NETS_PAYMENT_SUCCESSFULL',
      status: 'SSE_NETS_PAYMENT_SUCCESSFULL',
      invoiceQueryId: 'invoice-7',
      merchantQueryId: 'store-9',
    });
  });
});
