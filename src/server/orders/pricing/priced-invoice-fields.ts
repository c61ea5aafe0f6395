import type { InvoiceDto, InvoiceItemDto } from '@/contract/orders/invoice.contract';
import type { PricedInvoice, PricedInvoiceLine } from './invoice-pricing';

/** The money part of an invoice answer: every amount the server decided, in minor units. */
export type PricedInvoiceFields = Pick<
  InvoiceDto,
  | 'currency'
  | 'invoice_items'
  | 'sub_total_amount'
  | 'items_discount'
  | 'voucher'
  | 'voucher_discount'
  | 'driver_tip'
  | 'service_fee'
  | 'delivery_fee'
  | 'tax_lines'
  | 'tax_total'
  | 'payble_amount'
  | 'cents'
>;

/**
 * The contract's fields of a priced invoice. `itemIds[i]` is the stored id of line i, so the answer names
 * lines the way a later re-submission refers to them.
 */
export function pricedInvoiceFields(invoice: PricedInvoice, itemIds: readonly string[]): PricedInvoiceFields {
  if (itemIds.length !== invoice.lines.length) {
    throw new RangeError(`${invoice.lines.length} invoice lines but ${itemIds.length} line ids`);
  }
  return {
    currency: invoice.currency,
    invoice_items: invoice.lines.map((line, index) => invoiceItem(line, itemIds[index]!)),
    sub_total_amount: invoice.subTotal,
    items_discount: invoice.itemsDiscount,
    voucher: invoice.voucher && { code: invoice.voucher.code, discount_amount: invoice.voucher.discount },
    voucher_discount: invoice.voucherDiscount,
    driver_tip: invoice.tip,
    service_fee: invoice.serviceFee,
    delivery_fee: invoice.deliveryFee,
    tax_lines: invoice.taxLines.map((line) => ({
      tax_percent: line.taxPercent,
      gross: line.gross,
      net: line.net,
      vat: line.vat,
    })),
    tax_total: invoice.taxTotal,
    payble_amount: invoice.payable,
    cents: invoice.payable,
  };
}

function invoiceItem(line: PricedInvoiceLine, id: string): InvoiceItemDto {
  const { product } = line;
  return {
    id,
    product_name: product.name,
    product_query_id: product.query_id,
    quantity: line.quantity,
    tax_percent: line.taxPercent,
    cost: line.unitPrice,
    cost_after_discount: line.chargedUnitPrice,
    amount: line.amount,
    discount: { amount: line.discount, type: line.discount > 0 ? (product.promotion?.promotion_nature ?? null) : null },
    payble_amount: line.payable,
    currency: product.currency,
    item_description: line.itemDescription,
    instruction: line.instruction,
    promotion: product.promotion,
    size: line.size,
    color: line.color,
    variant_options: [...line.variantOptions],
  };
}
