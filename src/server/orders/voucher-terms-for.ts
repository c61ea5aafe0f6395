import { text, type Localized } from '../i18n/localized';
import type { VoucherRow } from '../accounts/index';
import type { VoucherTerms } from './pricing/invoice-pricing';

export type VoucherCheck =
  | { readonly ok: true; readonly terms: VoucherTerms; readonly name: string }
  | { readonly ok: false; readonly message: Localized };

/**
 * Whether a stored voucher may go on this invoice: it exists, has not expired, and is for every store or
 * this one, for every user or this one. Every refusal reads the same, so nobody learns which codes exist.
 */
export function voucherTermsFor(
  voucher: VoucherRow | null,
  invoice: { readonly userId: number; readonly companyId: number },
  now: Date,
): VoucherCheck {
  const usable =
    voucher !== null &&
    voucher.expiresAt.getTime() > now.getTime() &&
    (voucher.companyId === null || voucher.companyId === invoice.companyId) &&
    (voucher.userId === null || voucher.userId === invoice.userId);
  if (!usable) return { ok: false, message: text('voucher.notValid') };
  const kind = voucher.discountKind === 'flat' ? 'flat' : 'percent';
  return { ok: true, terms: { code: voucher.code, kind, amount: voucher.amount }, name: voucher.name };
}
