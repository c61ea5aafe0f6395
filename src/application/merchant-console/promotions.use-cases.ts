import {
  isVoucherActive,
  newVoucherFrom,
  promotionTermsFor,
  type AmountProblem,
  type PromotedProduct,
  type PromotionTerms,
  type StoreVoucher,
  type VoucherDraft,
  type VoucherProblems,
} from '@/domain/merchant-console/promotion-rules';
import type { Clock } from '../ports/clock.port';
import type { OfficeAnswer, StoreOfficeGateway, StorePromotions } from '../ports/store-office-gateway.port';

/** A voucher of the store, and whether customers can still use it. */
export interface ListedVoucher extends StoreVoucher {
  readonly active: boolean;
}

/** The store's products with their promotions, and its vouchers, each told active or ended. @throws AppError */
export type ListPromotions = () => Promise<ListedPromotions>;

/** The promotions page's data, each voucher told active or ended. */
export interface ListedPromotions extends Omit<StorePromotions, 'vouchers'> {
  readonly vouchers: readonly ListedVoucher[];
}

export type PromotionOutcome =
  | OfficeAnswer<PromotedProduct>
  | { readonly ok: false; readonly refusal: 'INVALID_FIELDS'; readonly problem: AmountProblem };

/** Puts a promotion on a product, the amount as typed, checked against its price before sending. @throws AppError */
export type SetPromotion = (
  product: PromotedProduct,
  nature: PromotionTerms['nature'],
  typedAmount: string,
) => Promise<PromotionOutcome>;

/** Ends a product's promotion: it is charged its price again. @throws AppError */
export type EndPromotion = (productQueryId: string) => Promise<OfficeAnswer<PromotedProduct>>;

export type VoucherOutcome =
  | OfficeAnswer<StoreVoucher>
  | { readonly ok: false; readonly refusal: 'INVALID_FIELDS'; readonly problems: VoucherProblems };

/** Creates a voucher of the store, checked before sending; `today` is the store's date. @throws AppError */
export type CreateVoucher = (draft: VoucherDraft, today: string) => Promise<VoucherOutcome>;

/** Ends a voucher now. @throws AppError */
export type EndVoucher = (code: string) => Promise<OfficeAnswer<StoreVoucher>>;

export interface PromotionUseCases {
  readonly listPromotions: ListPromotions;
  readonly setPromotion: SetPromotion;
  readonly endPromotion: EndPromotion;
  readonly createVoucher: CreateVoucher;
  readonly endVoucher: EndVoucher;
}

export function createPromotionUseCases(deps: { office: StoreOfficeGateway; clock: Clock }): PromotionUseCases {
  const { office, clock } = deps;
  return {
    listPromotions: async () => {
      const promotions = await office.promotions();
      const now = clock.now();
      return {
        ...promotions,
        vouchers: promotions.vouchers.map((voucher) => ({ ...voucher, active: isVoucherActive(voucher, now) })),
      };
    },
    setPromotion: async (product, nature, typedAmount) => {
      const terms = promotionTermsFor(nature, typedAmount, product.price);
      if ('problem' in terms) return { ok: false, refusal: 'INVALID_FIELDS', problem: terms.problem };
      return office.setPromotion(product.queryId, terms);
    },
    endPromotion: (productQueryId) => office.setPromotion(productQueryId, null),
    createVoucher: async (draft, today) => {
      const checked = newVoucherFrom(draft, today);
      if (!checked.ok) return { ok: false, refusal: 'INVALID_FIELDS', problems: checked.problems };
      return office.createVoucher(checked.voucher);
    },
    endVoucher: (code) => office.endVoucher(code),
  };
}
