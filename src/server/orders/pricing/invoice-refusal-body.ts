import { text, type Localized } from '../../i18n/localized';
import type { ServerLanguage } from '../../i18n/server-language';
import type { InvoiceRefusalBody, InvoiceRefusalCode } from '@/contract/orders/invoice-refusal.contract';
import type { InvoicePricingRefusal } from './invoice-pricing';

/**
 * The words a client without its own translation shows. The first three are the spec's texts; the code
 * beside them is what a translated client reads.
 */
const refusalMessages: Readonly<Record<InvoiceRefusalCode, Localized>> = {
  PRODUCTS_UNAVAILABLE: text('invoice.productsUnavailable'),
  MERCHANT_CLOSED: text('invoice.merchantClosed'),
  OUTSIDE_DELIVERY_AREA: text('invoice.outsideDeliveryArea'),
  BELOW_MINIMUM_ORDER: text('invoice.belowMinimumOrder'),
};

/** The 400 body that tells the client why its invoice was not created, in the reader's language. */
export function invoiceRefusalBody(refusal: InvoicePricingRefusal, language: ServerLanguage): InvoiceRefusalBody {
  const error = {
    message: refusalMessages[refusal.reason](language),
    code: refusal.reason,
    unavailable_products: refusal.reason === 'PRODUCTS_UNAVAILABLE' ? [...refusal.productQueryIds] : [],
  };
  if (refusal.reason !== 'BELOW_MINIMUM_ORDER') return { error };
  return { error: { ...error, minimum_order: { min_amount: refusal.minimumOrder, missing: refusal.missing } } };
}
