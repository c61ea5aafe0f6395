import type { InvoiceDto, InvoiceItemDto } from '@/contract/orders/invoice.contract';
import { orderSummary, type SummaryLineKind } from '@/domain/pricing/order-summary';
import { paymentLabel } from './payment-label';
import { receiptDateTime } from './receipt-date-time';
import { receiptLabels, type ReceiptLabels, type ReceiptLocale } from './receipt-labels';
import { receiptDeduction, receiptMoney, receiptPercent, receiptSymbol } from '../shared/receipt-money';

export interface ReceiptOptions {
  /** The storefront's own name, printed at the top; the merchant's name and address follow from the invoice. */
  readonly storeName: string;
  readonly locale: ReceiptLocale;
  /** When the receipt is issued, in epoch milliseconds. */
  readonly issuedAt: number;
  /** The store's IANA time zone, such as Europe/Helsinki. */
  readonly timeZone: string;
  /** The card's last four digits, when paid by card; anything longer is cut to its last four. */
  readonly cardLastFour?: string;
}

/** A label and its amount, on one row. */
export interface ReceiptRow {
  readonly label: string;
  readonly amount: string;
}

export interface ReceiptItem extends ReceiptRow {
  /** Size, colour and variant choices, joined; empty when the product has none. */
  readonly details: string;
  /** The line's promotion, printed under it; null when it has none. */
  readonly discount: ReceiptRow | null;
}

/** Every text a receipt prints, in reading order, already formatted; the PDF only lays it out. */
export interface ReceiptContent {
  readonly title: string;
  readonly storeName: string;
  readonly merchantName: string;
  readonly merchantAddress: string;
  readonly header: readonly ReceiptRow[];
  readonly items: readonly ReceiptItem[];
  readonly summary: readonly ReceiptRow[];
  readonly total: ReceiptRow;
  readonly vatHeading: readonly [string, string, string, string];
  readonly vatRows: readonly (readonly [string, string, string, string])[];
  readonly footer: readonly string[];
}

const summaryLabel: Readonly<Record<SummaryLineKind, keyof ReceiptLabels>> = {
  SUB_TOTAL: 'subTotal',
  DISCOUNT: 'discount',
  VOUCHER: 'voucher',
  TIP: 'tip',
  SERVICE_FEE: 'serviceFee',
  DELIVERY_FEE: 'deliveryFee',
  TAX_TOTAL: 'taxTotal',
};

const deductions: readonly SummaryLineKind[] = ['DISCOUNT', 'VOUCHER'];

/** What a receipt of this invoice says, in the asked language. */
export function receiptContent(invoice: InvoiceDto, options: ReceiptOptions): ReceiptContent {
  const labels = receiptLabels[options.locale];
  const symbol = receiptSymbol(invoice.currency);
  const money = (amount: number): string => receiptMoney(amount, symbol);
  return {
    title: labels.title,
    storeName: options.storeName,
    merchantName: invoice.merchant.shop_name ?? invoice.merchant.name,
    merchantAddress: invoice.merchant.address.description,
    header: [
      { label: labels.orderId, amount: invoice.order_id },
      { label: labels.shortOrderId, amount: invoice.short_order_id },
      { label: labels.issuedAt, amount: receiptDateTime(options.issuedAt, options.timeZone, options.locale) },
    ],
    items: invoice.invoice_items.map((item) => receiptItem(item, labels, symbol)),
    summary: summaryRows(invoice, labels, symbol),
    total: { label: labels.total, amount: money(invoice.cents) },
    vatHeading: [labels.vatRate, labels.net, labels.vat, labels.gross],
    vatRows: invoice.tax_lines.map(
      (line) => [receiptPercent(line.tax_percent), money(line.net), money(line.vat), money(line.gross)] as const,
    ),
    footer: footerLines(invoice, labels, options),
  };
}

function receiptItem(item: InvoiceItemDto, labels: ReceiptLabels, symbol: string): ReceiptItem {
  const choices = [item.size, item.color, ...item.variant_options].flatMap((option) => (option ? [option.name] : []));
  return {
    label: `${item.quantity} \u00d7 ${item.product_name}`,
    amount: receiptMoney(item.amount, symbol),
    details: choices.join(', '),
    discount:
      item.discount.amount > 0
        ? { label: labels.discount, amount: receiptDeduction(item.discount.amount, symbol) }
        : null,
  };
}

/**
 * The domain's order summary decides which lines a summary shows and in which order. A receipt shows the
 * tip whenever the invoice charged one, since every amount charged must be printed.
 */
function summaryRows(invoice: InvoiceDto, labels: ReceiptLabels, symbol: string): readonly ReceiptRow[] {
  const summary = orderSummary(
    {
      subTotal: invoice.sub_total_amount,
      itemsDiscount: invoice.items_discount,
      voucherDiscount: invoice.voucher_discount,
      tip: invoice.driver_tip,
      serviceFee: invoice.service_fee,
      deliveryFee: invoice.delivery_fee,
      taxLines: invoice.tax_lines.map((line) => ({
        taxPercent: line.tax_percent,
        gross: line.gross,
        net: line.net,
        vat: line.vat,
      })),
    },
    { showTip: true },
  );
  return summary.lines.map((line) => {
    const label =
      line.kind === 'VOUCHER' && invoice.voucher
        ? `${labels.voucher} (${invoice.voucher.code})`
        : labels[summaryLabel[line.kind]];
    if (line.free) return { label, amount: labels.freeDelivery };
    const amount = deductions.includes(line.kind)
      ? receiptDeduction(line.amount, symbol)
      : receiptMoney(line.amount, symbol);
    return { label, amount };
  });
}

function footerLines(invoice: InvoiceDto, labels: ReceiptLabels, options: ReceiptOptions): readonly string[] {
  const payment = invoice.payments[0];
  const paidWith = payment
    ? [`${labels.payment}: ${paymentLabel(payment.payment_type, labels, options.cardLastFour)}`]
    : [];
  return [...paidWith, labels.pricesIncludeVat];
}
