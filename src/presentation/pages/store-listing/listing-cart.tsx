import { lazyWithTexts } from '../../i18n/lazy-with-texts';
import { selectCartItemCount } from '../../store/cart/cart.selectors';
import { useLiveCart } from '../../store/cart/use-live-cart';
import { useAppSelector } from '../../store/hooks';

// The bar's texts are a later screen's: they come only for a cart that holds something.
const CheckoutBar = lazyWithTexts(() =>
  import(/* webpackChunkName: "listing-cart-bar" */ '../../components/catalogue/checkout-bar').then((module) => ({
    default: module.CheckoutBar,
  })),
);

/**
 * The listing's cart entry: the spec's listing loads the cart when it opens, so the count and the total are right
 * without a store's page visited first, and follow the saved cart (another tab's changes too).
 */
export default function ListingCart() {
  useLiveCart();
  return useAppSelector(selectCartItemCount) > 0 ? <CheckoutBar /> : null;
}
