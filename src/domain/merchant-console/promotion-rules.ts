import { checkVoucherCode } from '../voucher/voucher-code';
import { moneyFromDecimal, type Money } from '../pricing/money';
import { isCalendarDate } from './local-time';
import { isCount, isMoneyAmount } from '../validation/amounts';

/** A product's promotion as the store sets it: `discount` whole percent off, `flat` minor units off. */
export interface PromotionTerms {
  readonly nature: 'flat' | 'discount';
  readonly amount: number;
}

/** A product of the store as its promotions page shows it. */
export interface PromotedProduct {
  readonly queryId: string;
  readonly name: string;
  readonly price: Money;
  /** What the customer is charged: the price after the promotion. */
  readonly priceAfterPromotion: Money;
  readonly promotion: PromotionTerms | null;
}

/** A voucher of the store; `percent` whole percent off the items, `flat` minor units off. */
export interface StoreVoucher {
  readonly code: string;
  readonly name: string;
  readonly kind: 'flat' | 'percent';
  readonly amount: number;
  /** When it stops being accepted, ms since the epoch. */
  readonly expiresAt: number;
}

export type AmountProblem = 'REQUIRED' | 'NOT_AN_AMOUNT' | 'TOO_SMALL' | 'TOO_LARGE';

/** The percentages a discount may take: whole, from 1 to 100. */
const maxPercent = 100;

/**
 * The amount typed for a promotion or voucher, in what the server takes: whole percent for a percentage, minor
 * units for an amount typed in the currency ("2,50" or "2.50" is 250).
 */
export function amountOf(kind: 'flat' | 'percent', typed: string): number | { readonly problem: AmountProblem } {
  const text = typed.trim().replace(',', '.');
  if (text === '') return { problem: 'REQUIRED' };
  if (!isMoneyAmount(text)) return { problem: 'NOT_AN_AMOUNT' };
  if (kind === 'percent') {
    if (!isCount(text)) return { problem: 'NOT_AN_AMOUNT' };
    const percent = Number(text);
    if (percent < 1) return { problem: 'TOO_SMALL' };
    return percent > maxPercent ? { problem: 'TOO_LARGE' } : percent;
  }
  const money = moneyFromDecimal(text);
  if (money === null) return { problem: 'NOT_AN_AMOUNT' };
  return money < 1 ? { problem: 'TOO_SMALL' } : money;
}

/** A promotion's terms for a product at its price, or what is wrong: a flat one may not take more than the price. */
export function promotionTermsFor(
  nature: PromotionTerms['nature'],
  typed: string,
  price: Money,
): PromotionTerms | { readonly problem: AmountProblem } {
  const amount = amountOf(nature === 'flat' ? 'flat' : 'percent', typed);
  if (typeof amount !== 'number') return amount;
  if (nature === 'flat' && amount > price) return { problem: 'TOO_LARGE' };
  return { nature, amount };
}

/** What the store types for a new voucher. */
export interface VoucherDraft {
  readonly code: string;
  readonly name: string;
  readonly kind: 'flat' | 'percent';
  readonly amount: string;
  /** The last local date it is accepted, YYYY-MM-DD. */
  readonly lastDay: string;
}

/** The voucher as sent: the code in capitals (codes are stored so), the amount in the server's unit. */
export interface NewVoucher {
  readonly code: string;
  readonly name: string;
  readonly kind: 'flat' | 'percent';
  readonly amount: number;
  readonly lastDay: string;
}

export type VoucherProblem = AmountProblem | 'BAD_CODE' | 'TOO_LONG' | 'BAD_DATE' | 'IN_THE_PAST';

export type VoucherProblems = Partial<Record<keyof VoucherDraft, VoucherProblem>>;

export const voucherNameMaxLength = 100;

/** How many vouchers a store keeps in force and lists; ended vouchers stay, so the list outgrows those in force. */
export const promotionRules = {
  /** Far more than a store runs at once; a new voucher beyond them is refused until one ends. */
  vouchersInForce: 500,
  /** Those in force first (the latest expiry first), then as many of the ended ones as fit. */
  vouchersListed: 1_000,
} as const;

/** A new voucher from the form, or what is wrong field by field; `today` is the store's local date. */
export function newVoucherFrom(
  draft: VoucherDraft,
  today: string,
): { readonly ok: true; readonly voucher: NewVoucher } | { readonly ok: false; readonly problems: VoucherProblems } {
  const problems: { -readonly [K in keyof VoucherDraft]?: VoucherProblem } = {};
  const code = draft.code.trim().toUpperCase();
  const codeCheck = checkVoucherCode(code);
  if (!codeCheck.ok) problems.code = codeCheck.reason === 'VOUCHER_CODE_REQUIRED' ? 'REQUIRED' : 'BAD_CODE';
  const name = draft.name.trim();
  if (name === '') problems.name = 'REQUIRED';
  else if (name.length > voucherNameMaxLength) problems.name = 'TOO_LONG';
  const amount = amountOf(draft.kind, draft.amount);
  if (typeof amount !== 'number') problems.amount = amount.problem;
  if (draft.lastDay === '') problems.lastDay = 'REQUIRED';
  else if (!isCalendarDate(draft.lastDay)) problems.lastDay = 'BAD_DATE';
  else if (draft.lastDay < today) problems.lastDay = 'IN_THE_PAST';
  if (Object.keys(problems).length > 0 || typeof amount !== 'number') return { ok: false, problems };
  return { ok: true, voucher: { code, name, kind: draft.kind, amount, lastDay: draft.lastDay } };
}

/** Whether customers can still use the voucher at `now`. */
export function isVoucherActive(voucher: StoreVoucher, now: number): boolean {
  return now < voucher.expiresAt;
}
