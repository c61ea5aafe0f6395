import type { TFunction } from 'i18next';
import type { SentOrderOutcome } from '@/application/offline/offline-cash-orders.use-case';
import { refusedOrderMessageKeys } from '../i18n/message-keys/offline-message-keys';

type Refusal = Extract<SentOrderOutcome, { readonly kind: 'REFUSED' }>['refusal'];

/** Why the server would not place the waiting order: its own words when it sent some, else ours. */
export function refusedOrderText(refusal: Refusal, t: TFunction): string {
  if (!('reason' in refusal)) return refusal.message.trim() !== '' ? refusal.message : t(`errors.${refusal.code}`);
  switch (refusal.reason) {
    case 'REFUSED':
    case 'BELOW_MINIMUM_ORDER':
      return refusal.message;
    case 'PRODUCTS_UNAVAILABLE':
      return t(refusedOrderMessageKeys.productsUnavailable);
    case 'CARD_FORM_REQUIRED':
      return t(refusedOrderMessageKeys.cardRequired);
    case 'EMPTY_CART':
      return t(refusedOrderMessageKeys.emptyCart);
  }
}
