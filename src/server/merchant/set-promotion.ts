import type { PromotionTerms } from '@/domain/merchant-console/promotion-rules';
import type { PromotionProductRow, PromotionStore } from './store/promotion-store';
import type { StaffMember } from './store/staff-session-store';

/** The largest percentage a discount may take. */
export const maxPromotionPercent = 100;

/** A discount above 100 % takes more than the price; a flat promotion above the price leaves it below zero. */
export type PromotionRefusal = 'discount_above_100' | 'flat_above_price';

export type PromotionOutcome =
  | { readonly outcome: 'set'; readonly row: PromotionProductRow }
  | { readonly outcome: 'not_found' }
  | { readonly outcome: 'refused'; readonly reason: PromotionRefusal };

/**
 * Sets a promotion on a product of the member's store. A discount is judged before the product is looked for, as
 * it needs no price; a flat amount is judged against the product's price as stored, never one the client sends.
 */
export async function setPromotion(
  store: Pick<PromotionStore, 'productsOf' | 'setPromotion'>,
  member: StaffMember,
  productQueryId: string,
  terms: PromotionTerms,
): Promise<PromotionOutcome> {
  if (terms.nature === 'discount' && terms.amount > maxPromotionPercent) {
    return { outcome: 'refused', reason: 'discount_above_100' };
  }
  const product = (await store.productsOf(member.companyId)).find((row) => row.queryId === productQueryId);
  if (product === undefined) return { outcome: 'not_found' };
  if (terms.nature === 'flat' && terms.amount > product.cost) return { outcome: 'refused', reason: 'flat_above_price' };
  const row = await store.setPromotion(member.companyId, productQueryId, terms);
  return row === null ? { outcome: 'not_found' } : { outcome: 'set', row };
}
