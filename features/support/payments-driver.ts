import { ordersOver } from '../../tests/support/orders-over';
import {
  createHandlePaymentSuccess,
  type HandlePaymentSuccess,
  type PaymentSuccessOutcome,
  type NetworkCardStatusOutcome,
} from '@/application/payment/handle-payment-success.use-case';
import { createPayForInvoice } from '@/application/payment/pay-for-invoice.use-case';
import { bankCardCredentials } from '@/domain/payment/bank-card-form';
import { networkCardTerminalHost } from '@/domain/payment/network-card';
import { centsFromDecimal } from '@/domain/payment/decimal-amount';
import type { PaymentChannel } from '@/domain/payment/invoice-resubmission';
import type { PayableInvoice } from '@/domain/payment/payable-invoice';
import type { PaymentPath } from '@/domain/payment/payment-path';
import { availablePaymentMethods, type HostKind, type PaymentMethod } from '@/domain/payment/payment-method';
import type { EffectJournal } from '../../tests/support/fakes/effect-journal';
import type { FixedClock } from '../../tests/support/fakes/fixed-clock';
import { RecordingCartClearer } from '../../tests/support/fakes/recording-cart-clearer';
import { RecordingDeviceRegistration } from '../../tests/support/fakes/recording-device-registration';
import { RecordingInvoicePayments } from '../../tests/support/fakes/recording-invoice-payments';
import { RecordingMerchantNotifier } from '../../tests/support/fakes/recording-merchant-notifier';
import { RecordingPageNavigation } from '../../tests/support/fakes/recording-page-navigation';
import { RecordingPaymentGateway } from '../../tests/support/fakes/recording-payment-gateway';

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

export function nameOfMethod(method: PaymentMethod): string {
  const entry = Object.entries(methodsByName).find(([, candidate]) => candidate === method);
  if (!entry) throw new Error(`${method} has no business name`);
  return entry[0];
}

/** The paths a new invoice can take, as analysts name them. */
export const pathNames: Record<PaymentPath['kind'], string> = {
  OPEN_BANK: 'the bank opens in a new tab',
  INITIATE: 'the card provider is started',
  RESUBMIT: 'the invoice is sent again',
};

/** One payments scenario: the customer's invoice and channels, the payment use cases over recording fakes. */
export class PaymentsDriver {
  readonly journal: EffectJournal = [];
  readonly paymentGateway = new RecordingPaymentGateway(this.journal);
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

  walletBaseUrl = 'https://wallet.example.com/api/v1';
  receiptTimeZone = 'Europe/Helsinki';
  channels: PaymentChannel[] = [];
  tradeTypeId: number | null = null;
  merchantQueryId = 'm-1';
  lastPath: PaymentPath | null = null;
  readonly successOutcomes: (PaymentSuccessOutcome | NetworkCardStatusOutcome)[] = [];
  enabledMethods: readonly PaymentMethod[] = [];
  offeredMethods: readonly PaymentMethod[] = [];
  bankCardFormUrl = '';
  bankCardMessageAccepted: boolean | null = null;
  terminalHosts = { test: '', configured: '' };
  terminal = '';
  receiptFile = '';
  private pendingInvoice: PayableInvoice | null = null;

  constructor(readonly clock: FixedClock) {}

  newInvoice(shortOrderId: string, amount: string, merchantQueryId = this.merchantQueryId): void {
    const cents = centsFromDecimal(amount);
    if (cents === null) throw new Error(`Not an amount: ${amount}`);
    this.pendingInvoice = {
      queryId: `inv-${shortOrderId}`,
      shortOrderId,
      payableAmount: cents,
      merchantQueryId,
      items: [{ id: '1', productQueryId: 'p-1', quantity: 1, sizeId: null, colorId: null, description: '' }],
    };
  }

  get invoice(): PayableInvoice {
    if (!this.pendingInvoice) throw new Error('No invoice was created in this scenario');
    return this.pendingInvoice;
  }

  get path(): PaymentPath {
    if (!this.lastPath) throw new Error('The customer has not paid yet');
    return this.lastPath;
  }

  async pay(method: PaymentMethod, sessionId: string | null): Promise<void> {
    const payForInvoice = createPayForInvoice({
      paymentGateway: this.paymentGateway,
      invoicePayments: this.invoicePayments,
      walletBaseUrl: this.walletBaseUrl,
    });
    this.lastPath = await payForInvoice({ invoice: this.invoice, method, sessionId, channels: this.channels });
  }

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

  startCardTerminal(merchantIdDev: string): void {
    this.terminal = networkCardTerminalHost({ merchantIdDev }, this.terminalHosts);
  }
}
