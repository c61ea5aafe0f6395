import { bankPaymentQuery, bankReturnUrl } from '@/domain/payment/bank-payment';
import { defaultCheckoutDetails, settlementChannel, type PaymentChannel } from '@/domain/payment/invoice-resubmission';
import type { PayableInvoice } from '@/domain/payment/payable-invoice';
import { transactionId } from '@/domain/payment/payment-initiation';
import { paymentPath, type PaymentContext } from '@/domain/payment/payment-path';
import type { PaymentMethod } from '@/domain/payment/payment-method';

const channels: readonly PaymentChannel[] = [
  { kind: 'cash', queryId: 'cash-7' },
  { kind: 'card', queryId: 'card-7' },
];

function invoice(payableAmount: number): PayableInvoice {
  return {
    queryId: 'inv-1',
    shortOrderId: 'A1B2C',
    payableAmount,
    merchantQueryId: 'm-42',
    items: [{ id: '9', productQueryId: 'p-1', quantity: 2, sizeId: 's', colorId: null, description: 'no ice' }],
  };
}

function context(payableAmount: number, method: PaymentMethod, sessionId: string | null = null): PaymentContext {
  return {
    invoice: invoice(payableAmount),
    method,
    sessionId,
    channels,
    bankReturnUrl: 'https://wallet.example/back',
    checkout: defaultCheckoutDetails,
  };
}

describe('paymentPath', () => {
  it.each<[number, PaymentMethod, string | null, string]>([
    [1999, 'PAYMENT_BY_SONERI', null, 'OPEN_BANK'],
    [1, 'PAYMENT_BY_SONERI', null, 'OPEN_BANK'],
    [0, 'PAYMENT_BY_SONERI', null, 'RESUBMIT'],
    [-100, 'PAYMENT_BY_SONERI', null, 'RESUBMIT'],
    [1999, 'NEST_CARD_PAY', null, 'INITIATE'],
    [1999, 'NEST_MOBILE_PAY', null, 'INITIATE'],
    [1999, 'STRIPE', null, 'INITIATE'],
    [0, 'NEST_CARD_PAY', null, 'RESUBMIT'],
    [1999, 'PAYMENT_BY_CARD_BANK_ALFALAH', 'S1', 'RESUBMIT'],
    [1999, 'PAYMENT_BY_CARD_BANK_ALFALAH', null, 'RESUBMIT'],
    [1999, 'CASH', null, 'RESUBMIT'],
  ])('%i cents by %s (session %p) takes %s', (amount, method, session, kind) => {
    expect(paymentPath(context(amount, method, session)).kind).toBe(kind);
  });

  it('starts the provider with the invoice, the amount in cents and the transaction id', () => {
    expect(paymentPath(context(1999, 'NEST_MOBILE_PAY'))).toEqual({
      kind: 'INITIATE',
      initiation: {
        shortOrderId: 'A1B2C',
        amount: 1999,
        invoiceQueryId: 'inv-1',
        merchantQueryId: 'm-42',
        transactionId: 'A1B2C---1999',
        paymentMethod: 'NEST_MOBILE_PAY',
      },
    });
  });

  it('opens the bank with the invoice, the amount in cents, the order and the way back', () => {
    expect(paymentPath(context(1999, 'PAYMENT_BY_SONERI'))).toEqual({
      kind: 'OPEN_BANK',
      bank: {
        invoiceQueryId: 'inv-1',
        amount: 1999,
        orderId: 'A1B2C',
        type: 'PAY_BY_SONERI',
        redirectUrl: 'https://wallet.example/back',
      },
    });
  });

  it('re-submits the whole invoice with the checkout defaults and the card channel of the session', () => {
    expect(paymentPath(context(1999, 'PAYMENT_BY_CARD_BANK_ALFALAH', 'S1'))).toEqual({
      kind: 'RESUBMIT',
      resubmission: {
        voucherId: null,
        note: '',
        tip: 0,
        checkoutType: 'pickup',
        addressId: null,
        recipientName: null,
        recipientPhoneNumber: null,
        saveCard: false,
        invoiceQueryId: 'inv-1',
        items: invoice(1999).items,
        sessionId: 'S1',
        channelQueryId: 'card-7',
      },
    });
  });
});

describe('settlementChannel', () => {
  it.each<[readonly PaymentChannel[], string | null, string | null]>([
    [channels, 'S1', 'card-7'],
    [channels, null, 'cash-7'],
    [channels, '', 'cash-7'],
    [channels, '   ', 'cash-7'],
    [[{ kind: 'cash', queryId: 'cash-7' }], 'S1', null],
    [[{ kind: 'card', queryId: 'card-7' }], null, null],
    [[], null, null],
  ])('channels %p with session %p settle on %p', (available, session, expected) => {
    expect(settlementChannel(available, session)).toBe(expected);
  });
});

describe('transactionId', () => {
  it.each([
    ['A1B2C', 1999, 'A1B2C---1999'],
    ['A1B2C', 7, 'A1B2C---7'],
    ['X', 0, 'X---0'],
    ['ORD-9', 100_000_000, 'ORD-9---100000000'],
  ])('%s for %i cents is %s', (order, cents, expected) => {
    expect(transactionId(order, cents)).toBe(expected);
  });
});

describe('the named bank', () => {
  it.each([
    ['https://wallet.example/api/v1', 'inv-1', 'https://wallet.example/api/v1/user/soneri-payment/success/inv-1/html'],
    ['https://wallet.example/api/v1/', 'inv-1', 'https://wallet.example/api/v1/user/soneri-payment/success/inv-1/html'],
    ['/api/v1', 'inv 1/2', '/api/v1/user/soneri-payment/success/inv%201%2F2/html'],
  ])('returns from %s for %s to %s', (base, id, expected) => {
    expect(bankReturnUrl(base, id)).toBe(expected);
  });

  it('gets its fields in its documented order, encoded', () => {
    expect(
      bankPaymentQuery({
        invoiceQueryId: 'inv-1',
        amount: 1999,
        orderId: 'A&B',
        type: 'PAY_BY_SONERI',
        redirectUrl: 'https://w.example/x?y=1',
      }),
    ).toBe(
      'invoiceQueryId=inv-1&amount=1999&orderId=A%26B&type=PAY_BY_SONERI&redirectUrl=https%3A%2F%2Fw.example%2Fx%3Fy%3D1',
    );
  });
});
