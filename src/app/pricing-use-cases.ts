/** The cart summary's synchronous pricing use cases, loaded with the cart summary screen. */
export { createReviewOrderSummary } from '@/application/pricing/review-order-summary.use-case';
export { createChooseTip } from '@/application/tip/choose-tip.use-case';
