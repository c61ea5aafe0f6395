import type { invoices } from '../orders-schema';
import type { InvoiceItemRow } from './invoice-records';
import type { PricedInvoice } from '../pricing/invoice-pricing';

/** Tax rates are stored in basis points, as the products keep theirs. */
export const basisPointsPerPercent = 100;

/** The money columns of an invoice, as the pricing decided them. */
export function invoiceMoneyColumns(priced: PricedInvoice) {
  return {
    currency: priced.currency,
    subTotal: priced.subTotal,
    itemsDiscount: priced.itemsDiscount,
    voucherCode: priced.voucher?.code ?? null,
    voucherDiscount: priced.voucherDiscount,
    tip: priced.tip,
    serviceFee: priced.serviceFee,
    deliveryFee: priced.deliveryFee,
    taxLines: priced.taxLines.map((line) => ({
      tax_percent: line.taxPercent,
      gross: line.gross,
      net: line.net,
      vat: line.vat,
    })),
    taxTotal: priced.taxTotal,
    payable: priced.payable,
  } satisfies Partial<typeof invoices.$inferInsert>;
}

/** The stored lines of a priced invoice; `itemIds[i]` names line i, `productIdOf` gives each product's row id. */
export function invoiceItemRows(
  invoiceId: number,
  priced: PricedInvoice,
  itemIds: readonly string[],
  productIdOf: ReadonlyMap<string, number>,
): InvoiceItemRow[] {
  return priced.lines.map((line, index) => {
    const { product } = line;
    const productId = productIdOf.get(product.query_id);
    if (productId === undefined) throw new Error(`No row id for product ${product.query_id}`);
    return {
      id: itemIds[index]!,
      invoiceId,
      position: index,
      productId,
      productQueryId: product.query_id,
      productName: product.name,
      quantity: line.quantity,
      taxBasisPoints: Math.round(line.taxPercent * basisPointsPerPercent),
      cost: line.unitPrice,
      costAfterDiscount: line.chargedUnitPrice,
      amount: line.amount,
      discount: line.discount,
      discountType: line.discount > 0 ? (product.promotion?.promotion_nature ?? null) : null,
      payable: line.payable,
      currency: product.currency,
      itemDescription: line.itemDescription,
      instruction: line.instruction,
      promotion: product.promotion,
      size: line.size,
      color: line.color,
      variantOptions: [...line.variantOptions],
    };
  });
}
