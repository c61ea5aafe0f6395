import { ordersOver } from '../../tests/support/orders-over';
import {
  createHandlePaymentSuccess,
  type HandlePaymentSuccess,
  type PaymentSuccessOutcome,
  type NetworkCardStatusOutcome,
} from '@/application/payments/handle-payment-success.use-case';
import { bankCardCredentials } from '@/domain/payments/bank-card-form';
import { networkCardTerminalPage } from '@/domain/payments/network-card';
import { availablePaymentMethods, type HostKind, type PaymentMethod } from '@/domain/payments/payment-method';
import type { EffectJournal } from '../../tests/support/fakes/effect-journal';
import type { FixedClock } from '../../tests/support/fakes/fixed-clock';
import { RecordingCartClearer } from '../../tests/support/fakes/recording-cart-clearer';
import { RecordingDeviceRegistration } from '../../tests/support/fakes/recording-device-registration';
import { RecordingInvoicePayments } from '../../tests/support/fakes/recording-invoice-payments';
import { RecordingMerchantNotifier } from '../../tests/support/fakes/recording-merchant-notifier';
import { RecordingPageNavigation } from '../../tests/support/fakes/recording-page-navigation';

/** Payment methods as analysts name them. */
export const methodsByName: Record<string, PaymentMethod> = {
  cash: 'CASH',
  'mobile pay': 'NEST_MOBILE_PAY',
  'card pay': 'NEST_CARD_PAY',
  'card payment': 'STRIPE',
  'the bank card gateway': 'PAYMENT_BY_CARD_BANK_ALFALAH',
  'the named bank payment': 'PAYMENT_BY_SONERI',
};

export function methodNamed(name: string): PaymentMethod {
  const method = methodsByName[name.trim()];
  if (!method) throw new Error(`No payment method is called "${name}"`);
  return method;
}

/** One payments scenario: what follows a payment, the methods offered, the bank card form and the receipt. */
export class PaymentsDriver {
  readonly journal: EffectJournal = [];
  readonly invoicePayments = new RecordingInvoicePayments(this.journal);
  readonly cart = new RecordingCartClearer(this.journal);
  readonly merchantNotifier = new RecordingMerchantNotifier(this.journal);
  readonly deviceRegistration = new RecordingDeviceRegistration(this.journal);
  readonly navigation = new RecordingPageNavigation(this.journal);
  readonly paymentSuccess: HandlePaymentSuccess = createHandlePaymentSuccess({
    cart: this.cart,
    merchantNotifier: this.merchantNotifier,
    deviceRegistration: this.deviceRegistration,
    navigation: this.navigation,
  });

  receiptTimeZone = 'Europe/Helsinki';
  tradeTypeId: number | null = null;
  merchantQueryId = 'm-1';
  readonly successOutcomes: (PaymentSuccessOutcome | NetworkCardStatusOutcome)[] = [];
  enabledMethods: readonly PaymentMethod[] = [];
  offeredMethods: readonly PaymentMethod[] = [];
  bankCardFormUrl = '';
  bankCardMessageAccepted: boolean | null = null;
  terminalHosts: { test: string; configured: string | null } = { test: '', configured: null };
  /** The terminal page the payment opens, null when none. */
  terminal: string | null = null;
  receiptFile = '';

  constructor(readonly clock: FixedClock) {}

  async reportPayment(invoiceQueryId: string): Promise<void> {
    this.successOutcomes.push(
      await this.paymentSuccess.paymentSucceeded({
        invoiceQueryId,
        merchantQueryId: this.merchantQueryId,
        tradeTypeId: this.tradeTypeId,
      }),
    );
  }

  async reportCardStatus(status: string, invoiceQueryId: string): Promise<void> {
    this.successOutcomes.push(
      await this.paymentSuccess.networkCardStatusReceived(
        { type: status, status, invoiceQueryId, merchantQueryId: this.merchantQueryId },
        this.tradeTypeId,
      ),
    );
  }

  async downloadReceipt(invoiceQueryId: string): Promise<string> {
    const download = ordersOver({
      receiptFile: this.invoicePayments,
      clock: this.clock,
      receiptTimeZone: this.receiptTimeZone,
    }).downloadOrderReceipt;
    this.receiptFile = (await download(invoiceQueryId)).fileName;
    return this.receiptFile;
  }

  offerMethods(host: HostKind): void {
    this.offeredMethods = availablePaymentMethods(this.enabledMethods, host);
  }

  receiveBankCardMessage(origin: string, data: unknown): void {
    this.bankCardMessageAccepted = bankCardCredentials({ origin, data }, this.bankCardFormUrl) !== null;
  }

  startCardTerminal(merchantIdDev: string, transactionId: string): void {
    const init = { transactionId, merchantId: merchantIdDev, merchantIdDev, status: 'REGISTERED' };
    this.terminal = networkCardTerminalPage(init, this.terminalHosts);
  }
}
