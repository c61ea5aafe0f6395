import { text } from '../i18n/localized';
import { fieldError } from '../http/field-error';
import type { Rider } from './store/rider-sessions';

/**
 * A merchant id the client sent has to be the transport account's own store: the account books only for it.
 * @throws BadRequestError naming the field otherwise.
 */
export function checkOwnMerchant(rider: Rider, field: string, merchantQueryId: string | undefined): void {
  if (merchantQueryId !== undefined && merchantQueryId !== rider.companyQueryId) {
    throw fieldError(field, text('ride.otherMerchant', { merchant: rider.companyQueryId }));
  }
}
