import type { PromotionTerms } from '@/domain/merchant-console/promotion-rules';
import { setPromotion } from '@/server/merchant/set-promotion';
import type { PromotionProductRow } from '@/server/merchant/store/promotion-store';
import { member } from './order-in-memory';

const soup: PromotionProductRow = {
  queryId: 'prod_soup',
  name: 'Lohikeitto',
  cost: 1490,
  costAfterDiscount: 1490,
  promotionNature: null,
  promotionAmount: null,
};

/** Store 7's menu of one soup; records what the store was asked to write. */
function promotionsInMemory() {
  const writes: { companyId: number; productQueryId: string; terms: PromotionTerms | null }[] = [];
  const store = {
    productsOf: (companyId: number) => Promise.resolve(companyId === member.companyId ? [soup] : []),
    setPromotion: (companyId: number, productQueryId: string, terms: PromotionTerms | null) => {
      writes.push({ companyId, productQueryId, terms });
      return Promise.resolve({
        ...soup,
        promotionNature: terms?.nature ?? null,
        promotionAmount: terms?.amount ?? null,
      });
    },
  };
  return { store, writes };
}

describe('setPromotion', () => {
  it('writes the terms on the store\u2019s product and returns it as written', async () => {
    const { store, writes } = promotionsInMemory();
    const result = await setPromotion(store, member, 'prod_soup', { nature: 'flat', amount: 1490 });
    expect(result.outcome === 'set' && result.row.promotionAmount).toBe(1490);
    expect(writes).toEqual([{ companyId: 7, productQueryId: 'prod_soup', terms: { nature: 'flat', amount: 1490 } }]);
  });

  it('takes a discount of exactly 100 %', async () => {
    const { store } = promotionsInMemory();
    expect((await setPromotion(store, member, 'prod_soup', { nature: 'discount', amount: 100 })).outcome).toBe('set');
  });

  it.each([
    [{ nature: 'discount', amount: 101 }, 'discount_above_100'],
    [{ nature: 'flat', amount: 1491 }, 'flat_above_price'],
  ] as const)('refuses %j as %s, writing nothing', async (terms, reason) => {
    const { store, writes } = promotionsInMemory();
    expect(await setPromotion(store, member, 'prod_soup', terms)).toEqual({ outcome: 'refused', reason });
    expect(writes).toEqual([]);
  });

  it('refuses a discount above 100 % before looking for the product', async () => {
    const { store } = promotionsInMemory();
    const result = await setPromotion(store, member, 'prod_unknown', { nature: 'discount', amount: 150 });
    expect(result).toEqual({ outcome: 'refused', reason: 'discount_above_100' });
  });

  it('finds nothing of another store, writing nothing', async () => {
    const { store, writes } = promotionsInMemory();
    const stranger = { ...member, companyId: 8 };
    expect(await setPromotion(store, stranger, 'prod_soup', { nature: 'flat', amount: 100 })).toEqual({
      outcome: 'not_found',
    });
    expect(writes).toEqual([]);
  });
});
