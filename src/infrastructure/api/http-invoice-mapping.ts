import type {
  InvoiceDraft,
  InvoiceRefusal,
  InvoiceResubmission,
  PricedCart,
  PricedInvoice,
  QuoteDraft,
} from '@/application/ports/invoice-gateway.port';
import type { CartQuoteDto, CartQuoteRequest } from '@/contract/orders/cart-quote.contract';
import type { InvoiceSettlementRequest } from '@/contract/orders/invoice-settlement.contract';
import { checkoutTypeOf } from '@/domain/orders/checkout-type';
import type { InvoiceSettlement } from '@/domain/payments/settlement-channel';
import { tipFromMinorUnits } from '@/domain/tip/tip';
import type { CreateInvoiceRequest } from '@/contract/orders/create-invoice.contract';
import type { InvoiceDto } from '@/contract/orders/invoice.contract';
import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import * as z from 'zod/mini';

/** The quote body of a draft: the create-invoice body without a payment method, with the voucher. */
export function quoteBody(draft: QuoteDraft): CartQuoteRequest {
  const { invoice, merchantAddressId, invoice_tip } = createInvoiceBody({ ...draft, paymentMethod: 'CASH' });
  return { invoice, merchantAddressId, invoice_tip, voucher_code: draft.voucherCode };
}

/** The create-invoice body of a draft: products, quantities and choices only, never a price. */
export function createInvoiceBody(draft: InvoiceDraft): CreateInvoiceRequest {
  return {
    invoice: {
      organization_query_id: draft.storeQueryId,
      invoice_items_attributes: draft.lines.map((line) => ({
        product_query_id: line.productQueryId,
        quantity: line.quantity,
        instruction: '',
        item_description: '',
        size: line.selection.sizeId === null ? null : { id: line.selection.sizeId },
        color: line.selection.colorId === null ? null : { id: line.selection.colorId },
        variant_option_ids: [...line.selection.variantOptionIds],
      })),
    },
    merchantAddressId: draft.merchantAddressId,
    paymentMethod: draft.paymentMethod,
    invoice_tip: draft.tip,
    ...(draft.note ? { invoice_note: draft.note } : {}),
    ...(draft.bankCard ? { sessionId: draft.bankCard.sessionId, cardToken: draft.bankCard.cardToken } : {}),
  };
}

export function pricedInvoiceFromDto(dto: InvoiceDto): PricedInvoice {
  return {
    queryId: dto.query_id,
    shortOrderId: dto.short_order_id,
    merchantQueryId: dto.merchant.query_id,
    deliveryAddressId: dto.delivery_address?.query_id ?? null,
    ...pricedCartFromDto(dto),
  };
}

/** The amounts of an invoice or a quote, which share the invoice's field names. */
export function pricedCartFromDto(dto: CartQuoteDto): PricedCart {
  return {
    lines: dto.invoice_items.map((item) => ({
      productQueryId: item.product_query_id,
      name: item.product_name,
      quantity: item.quantity,
      cost: item.cost,
      costAfterDiscount: item.cost_after_discount,
      payable: item.cents,
      selection: {
        sizeId: item.size?.id ?? null,
        colorId: item.color?.id ?? null,
        variantOptionIds: item.variant_options.map((option) => option.id),
      },
      instruction: item.instruction,
    })),
    amounts: {
      subTotal: dto.sub_total_amount,
      itemsDiscount: dto.items_discount,
      serviceFee: dto.service_fee,
      deliveryFee: dto.delivery_fee,
      taxLines: dto.tax_lines.map((line) => ({
        taxPercent: line.tax_percent,
        gross: line.gross,
        net: line.net,
        vat: line.vat,
      })),
    },
    voucherDiscount: dto.voucher_discount,
    payable: dto.cents,
    tip: dto.driver_tip,
    voucherCode: dto.voucher?.code ?? null,
  };
}

/**
 * The spec's invoice update body: the channel and the card form's session, the customer's note and the priced
 * invoice's own lines, tip, voucher and address, with the spec's defaults (save_card false; pickup without an
 * address; tip 0, which is what an invoice without one was priced with).
 */
export function resubmissionBody(
  { invoice, note, recipient }: InvoiceResubmission,
  { channelQueryId, sessionId }: InvoiceSettlement & { readonly channelQueryId: string },
): InvoiceSettlementRequest {
  return {
    channel_query_id: channelQueryId,
    ...(sessionId === null ? {} : { session_id: sessionId }),
    invoice_note: note,
    checkout_type: checkoutTypeOf(invoice.deliveryAddressId !== null),
    invoice_tip: tipFromMinorUnits(invoice.tip),
    save_card: false,
    voucher_id: invoice.voucherCode,
    address_id: invoice.deliveryAddressId,
    recipient_name: recipient?.name ?? null,
    recipient_phone_number: recipient?.phoneNumber ?? null,
    invoice_items_attributes: invoice.lines.map((line) => ({
      product_query_id: line.productQueryId,
      quantity: line.quantity,
      instruction: line.instruction,
      size: line.selection.sizeId === null ? null : { id: line.selection.sizeId },
      color: line.selection.colorId === null ? null : { id: line.selection.colorId },
      variant_option_ids: [...line.selection.variantOptionIds],
    })),
  };
}

/** The server's refusal to make or place an order, read from a 400 body; null when the body is another error. */
export function invoiceRefusalFrom(body: unknown): InvoiceRefusal | null {
  const parsed = z.safeParse(invoiceRefusalBodySchema, body);
  if (!parsed.success) return null;
  const { error } = parsed.data;
  switch (error.code) {
    case 'PRODUCTS_UNAVAILABLE':
      return { ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: error.unavailable_products };
    case 'BELOW_MINIMUM_ORDER':
      return {
        ok: false,
        reason: 'BELOW_MINIMUM_ORDER',
        minimumOrder: error.minimum_order?.min_amount ?? 0,
        message: error.message,
      };
    default:
      return { ok: false, reason: 'REFUSED', message: error.message };
  }
}
