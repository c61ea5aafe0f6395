import { text, type Localized } from '../../i18n/localized';
import type { ServerLanguage } from '../../i18n/server-language';
import type { InvoiceRefusalBody, InvoiceRefusalCode } from '@/contract/orders/invoice-refusal.contract';
import { defaultStoreTimeZone, storeClockOf } from '../../catalogue/index';
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
  ORDERS_PAUSED: text('invoice.ordersPaused'),
  KITCHEN_FULL: text('invoice.kitchenFull'),
};

/** Why a store takes no new orders now, and until when, in the reader's language. */
function holdMessage(reason: 'ORDERS_PAUSED' | 'KITCHEN_FULL', until: number | null, timeZone: string): Localized {
  if (until === null) return text('invoice.ordersPausedUntilResumed');
  return text(reason === 'ORDERS_PAUSED' ? 'invoice.ordersPausedUntil' : 'invoice.kitchenFullUntil', {
    time: storeClockOf(timeZone).time.format(until),
  });
}

/**
 * The 400 body that tells the client why its invoice was not created, in the reader's language; a time in it is on
 * the clock of the store's zone.
 */
export function invoiceRefusalBody(
  refusal: InvoicePricingRefusal,
  language: ServerLanguage,
  timeZone: string = defaultStoreTimeZone,
): InvoiceRefusalBody {
  if (refusal.reason === 'ORDERS_PAUSED' || refusal.reason === 'KITCHEN_FULL') {
    return {
      error: {
        message: holdMessage(refusal.reason, refusal.until, timeZone)(language),
        code: refusal.reason,
        unavailable_products: [],
        taking_orders_again_at: refusal.until === null ? null : new Date(refusal.until).toISOString(),
      },
    };
  }
  const error = {
    message: refusalMessages[refusal.reason](language),
    code: refusal.reason,
    unavailable_products: refusal.reason === 'PRODUCTS_UNAVAILABLE' ? [...refusal.productQueryIds] : [],
  };
  if (refusal.reason !== 'BELOW_MINIMUM_ORDER') return { error };
  return { error: { ...error, minimum_order: { min_amount: refusal.minimumOrder, missing: refusal.missing } } };
}
