import type { AppError } from '@/application/errors/app-error';
import type {
  CardFormRequired,
  InvoiceAnswer,
  InvoiceDraft,
  InvoiceGateway,
  InvoiceRefusal,
  InvoiceResubmission,
  PlaceOrderAnswer,
  PricedInvoice,
  QuoteAnswer,
  QuoteDraft,
} from '@/application/ports/invoice-gateway.port';
import { InMemoryVoucherGateway } from './in-memory-voucher-gateway';
import type { InvoiceSettlement } from '@/domain/payments/settlement-channel';
import { tipInMinorUnits } from '@/domain/tip/tip';

/**
 * An invoice server in memory: it prices every line at 1000 minor units per unit unless told otherwise,
 * can refuse or fail, and counts how often each invoice was placed (the real server places once). A quote
 * prices as creating would, refused and failing alike, with the vouchers of the voucher server it is given,
 * and makes no invoice.
 */
export class InMemoryInvoiceGateway implements InvoiceGateway {
  /** Every invoice created, in order: invoice `inv-N` is the N-th. */
  readonly drafts: InvoiceDraft[] = [];
  /** Every cart priced without an invoice, in order. */
  readonly quotes: QuoteDraft[] = [];

  constructor(private readonly vouchers: InMemoryVoucherGateway = new InMemoryVoucherGateway()) {}

  async quote(draft: QuoteDraft): Promise<QuoteAnswer> {
    this.quotes.push(draft);
    if (this.createFailure) throw this.createFailure;
    if (this.createRefusal) return this.createRefusal;
    const {
      queryId: _queryId,
      shortOrderId: _short,
      merchantQueryId: _merchant,
      deliveryAddressId: _address,
      ...cart
    } = this.invoiceOf({ ...draft, paymentMethod: 'CASH' }, 0);
    if (draft.voucherCode === null) return { ok: true, cart, voucherRefusal: null };
    const verdict = await this.vouchers.checkForQuote(draft.voucherCode);
    if (!verdict.ok) return { ok: true, cart, voucherRefusal: verdict.message };
    return {
      ok: true,
      cart: { ...cart, voucherCode: draft.voucherCode, voucherDiscount: verdict.discount, payable: verdict.payable },
      voucherRefusal: null,
    };
  }

  readonly placeCalls: string[] = [];
  /** Every re-submission, in order, with the invoice it named. */
  readonly resubmissions: Array<{ readonly invoiceQueryId: string } & InvoiceSettlement> = [];
  /** The payload of every re-submission besides its channel: the invoice, the note and the recipient. */
  readonly resubmittedOrders: InvoiceResubmission[] = [];
  resubmitRefusal: InvoiceRefusal | null = null;
  readonly placed = new Set<string>();
  createRefusal: InvoiceRefusal | null = null;
  placeRefusal: InvoiceRefusal | CardFormRequired | null = null;
  createFailure: AppError | null = null;
  placeFailure: AppError | null = null;
  /** Fees the server adds to every invoice. */
  fees = { serviceFee: 0, deliveryFee: 0, itemsDiscount: 0, vat: 0 };
  unitPrice = 1000;
  private heldPlacements: Array<() => void> = [];
  holdPlacements = false;

  /** The Idempotency-Key of every create that carried one, in order, sent again or not. */
  readonly idempotencyKeys: string[] = [];
  /** Which invoice each key made: the server answers a key it has seen with that invoice. */
  private readonly invoiceOfKey = new Map<string, number>();

  async create(draft: InvoiceDraft): Promise<InvoiceAnswer> {
    if (draft.idempotencyKey !== undefined) {
      this.idempotencyKeys.push(draft.idempotencyKey);
      const made = this.invoiceOfKey.get(draft.idempotencyKey);
      const madeDraft = made === undefined ? undefined : this.drafts[made - 1];
      if (made !== undefined && madeDraft) return { ok: true, invoice: this.invoiceOf(madeDraft, made) };
    }
    this.drafts.push(draft);
    if (this.createFailure) throw this.createFailure;
    if (this.createRefusal) return this.createRefusal;
    if (draft.idempotencyKey !== undefined) this.invoiceOfKey.set(draft.idempotencyKey, this.drafts.length);
    return { ok: true, invoice: this.invoiceOf(draft, this.drafts.length) };
  }

  async placeOrder(invoiceQueryId: string): Promise<PlaceOrderAnswer> {
    this.placeCalls.push(invoiceQueryId);
    if (this.holdPlacements) await new Promise<void>((release) => this.heldPlacements.push(release));
    if (this.placeFailure) throw this.placeFailure;
    if (this.placeRefusal) return this.placeRefusal;
    const index = Number(invoiceQueryId.replace('inv-', ''));
    const draft = this.drafts[index - 1];
    if (!draft) throw new Error(`No invoice ${invoiceQueryId}`);
    this.placed.add(invoiceQueryId);
    return { ok: true, invoice: this.invoiceOf(draft, index) };
  }

  async resubmit(order: InvoiceResubmission, settlement: InvoiceSettlement): Promise<InvoiceAnswer> {
    const invoiceQueryId = order.invoice.queryId;
    this.resubmissions.push({ invoiceQueryId, ...settlement });
    this.resubmittedOrders.push(order);
    if (this.resubmitRefusal) return this.resubmitRefusal;
    const index = Number(invoiceQueryId.replace('inv-', ''));
    const draft = this.drafts[index - 1];
    if (!draft) throw new Error(`No invoice ${invoiceQueryId}`);
    return { ok: true, invoice: this.invoiceOf(draft, index) };
  }

  releasePlacements(): void {
    this.holdPlacements = false;
    this.heldPlacements.splice(0).forEach((release) => release());
  }

  private invoiceOf(draft: InvoiceDraft, index: number): PricedInvoice {
    const lines = draft.lines.map((line) => ({
      productQueryId: line.productQueryId,
      name: line.productQueryId,
      quantity: line.quantity,
      cost: this.unitPrice,
      costAfterDiscount: this.unitPrice,
      payable: this.unitPrice * line.quantity,
      selection: line.selection,
      instruction: '',
    }));
    const subTotal = lines.reduce((sum, line) => sum + line.payable, 0);
    const { serviceFee, deliveryFee, itemsDiscount, vat } = this.fees;
    return {
      queryId: `inv-${index}`,
      shortOrderId: `S${index}`,
      merchantQueryId: draft.storeQueryId,
      lines,
      amounts: {
        subTotal,
        itemsDiscount,
        serviceFee,
        deliveryFee,
        taxLines: vat > 0 ? [{ taxPercent: 14, gross: subTotal, net: subTotal - vat, vat }] : [],
      },
      voucherDiscount: 0,
      payable: subTotal - itemsDiscount + serviceFee + deliveryFee,
      tip: tipInMinorUnits(draft.tip),
      voucherCode: null,
      deliveryAddressId: null,
    };
  }
}
