import type { InvoiceRefusalBody, InvoiceRefusalCode } from '@/contract/orders/invoice-refusal.contract';
import type { InvoicePricingRefusal } from './invoice-pricing';

/**
 * The words a client without its own translation shows. The first three are the spec's texts; the code
 * beside them is what a translated client reads.
 */
const refusalMessages: Readonly<Record<InvoiceRefusalCode, string>> = {
  PRODUCTS_UNAVAILABLE: 'Following products no longer available, and will be removed from your shopping cart.',
  MERCHANT_CLOSED: 'Merchant is closed, please try again later',
  OUTSIDE_DELIVERY_AREA: 'Sorry, the store is not delivering in your area',
  BELOW_MINIMUM_ORDER: 'The order is below the store\u2019s minimum order',
};

/** The 400 body that tells the client why its invoice was not created. */
export function invoiceRefusalBody(refusal: InvoicePricingRefusal): InvoiceRefusalBody {
  const error = {
    message: refusalMessages[refusal.reason],
    code: refusal.reason,
    unavailable_products: refusal.reason === 'PRODUCTS_UNAVAILABLE' ? [...refusal.productQueryIds] : [],
  };
  if (refusal.reason !== 'BELOW_MINIMUM_ORDER') return { error };
  return { error: { ...error, minimum_order: { min_amount: refusal.minimumOrder, missing: refusal.missing } } };
}
