import { createPayForInvoice } from '@/application/payment/pay-for-invoice.use-case';
import type { PaymentChannel } from '@/domain/payment/invoice-resubmission';
import type { PayableInvoice } from '@/domain/payment/payable-invoice';
import type { PaymentMethod } from '@/domain/payment/payment-method';
import type { EffectJournal } from '../../../support/fakes/effect-journal';
import { RecordingInvoicePayments } from '../../../support/fakes/recording-invoice-payments';
import { RecordingPaymentGateway } from '../../../support/fakes/recording-payment-gateway';

const channels: readonly PaymentChannel[] = [
  { kind: 'cash', queryId: 'cash-7' },
  { kind: 'card', queryId: 'card-7' },
];

const invoice: PayableInvoice = {
  queryId: 'inv-1',
  shortOrderId: 'A1B2C',
  payableAmount: 1999,
  merchantQueryId: 'm-42',
  items: [],
};

function setUp() {
  const journal: EffectJournal = [];
  const paymentGateway = new RecordingPaymentGateway(journal);
  const invoicePayments = new RecordingInvoicePayments(journal);
  const pay = createPayForInvoice({ paymentGateway, invoicePayments, walletBaseUrl: 'https://wallet.example/api/v1/' });
  return { journal, paymentGateway, invoicePayments, pay };
}

describe('PayForInvoice', () => {
  it.each<[number, PaymentMethod, string | null, string[]]>([
    [1999, 'PAYMENT_BY_SONERI', null, ['open bank payment']],
    [1999, 'NEST_CARD_PAY', null, ['initiate payment']],
    [1999, 'STRIPE', null, ['initiate payment']],
    [1999, 'PAYMENT_BY_CARD_BANK_ALFALAH', 'S1', ['resubmit invoice']],
    [0, 'PAYMENT_BY_SONERI', null, ['resubmit invoice']],
    [1999, 'CASH', null, ['resubmit invoice']],
  ])('%i cents by %s (session %p) does exactly %p', async (payableAmount, method, sessionId, effects) => {
    const { journal, pay } = setUp();
    await pay({ invoice: { ...invoice, payableAmount }, method, sessionId, channels });
    expect(journal).toEqual(effects);
  });

  it('sends the bank the wallet service page to return to', async () => {
    const { paymentGateway, pay } = setUp();
    await pay({ invoice, method: 'PAYMENT_BY_SONERI', sessionId: null, channels });
    expect(paymentGateway.bankPayments[0]?.redirectUrl).toBe(
      'https://wallet.example/api/v1/user/soneri-payment/success/inv-1/html',
    );
  });

  it('re-submits with the checkout details it is given, or the defaults', async () => {
    const { invoicePayments, pay } = setUp();
    const checkout = {
      voucherId: 'v-1',
      note: 'ring twice',
      tip: 200,
      checkoutType: 'delivery' as const,
      addressId: 'a-1',
      recipientName: 'Aino',
      recipientPhoneNumber: '+358401234567',
      saveCard: true,
    };
    await pay({ invoice, method: 'PAYMENT_BY_CARD_BANK_ALFALAH', sessionId: 'S1', channels, checkout });
    await pay({ invoice: { ...invoice, payableAmount: 0 }, method: 'NEST_CARD_PAY', sessionId: null, channels });
    expect(invoicePayments.resubmissions).toEqual([
      { ...checkout, invoiceQueryId: 'inv-1', items: [], sessionId: 'S1', channelQueryId: 'card-7' },
      {
        voucherId: null,
        note: '',
        tip: 0,
        checkoutType: 'pickup',
        addressId: null,
        recipientName: null,
        recipientPhoneNumber: null,
        saveCard: false,
        invoiceQueryId: 'inv-1',
        items: [],
        sessionId: null,
        channelQueryId: 'cash-7',
      },
    ]);
  });

  it('resolves to the path it took', async () => {
    const { pay } = setUp();
    const path = await pay({ invoice, method: 'NEST_MOBILE_PAY', sessionId: null, channels });
    expect(path).toEqual({
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

  it('lets a provider refusal reach the caller', async () => {
    const { paymentGateway, pay } = setUp();
    const refusal = { code: 'PAYMENT_REQUIRED', message: 'declined' };
    paymentGateway.initiate = () => Promise.reject(refusal);
    await expect(pay({ invoice, method: 'NEST_CARD_PAY', sessionId: null, channels })).rejects.toBe(refusal);
  });
});
