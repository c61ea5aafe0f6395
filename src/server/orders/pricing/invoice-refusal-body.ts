import { text, type Localized } from '../../i18n/localized';
import type { ServerLanguage } from '../../i18n/server-language';
import type { InvoiceRefusalBody, InvoiceRefusalCode } from '@/contract/orders/invoice-refusal.contract';
import { storeTimeZone } from '../../merchant/store-time-zone';
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

/** The store's wall clock of an instant, as its customers read it: 18:40. */
const storeClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: storeTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Why a store takes no new orders now, and until when, in the reader's language. */
function holdMessage(reason: 'ORDERS_PAUSED' | 'KITCHEN_FULL', until: number | null): Localized {
  if (until === null) return text('invoice.ordersPausedUntilResumed');
  return text(reason === 'ORDERS_PAUSED' ? 'invoice.ordersPausedUntil' : 'invoice.kitchenFullUntil', {
    time: storeClock.format(until),
  });
}

/** The 400 body that tells the client why its invoice was not created, in the reader's language. */
export function invoiceRefusalBody(refusal: InvoicePricingRefusal, language: ServerLanguage): InvoiceRefusalBody {
  if (refusal.reason === 'ORDERS_PAUSED' || refusal.reason === 'KITCHEN_FULL') {
    return {
      error: {
        message: holdMessage(refusal.reason, refusal.until)(language),
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
