import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canDecreaseQuantity } from '@/domain/cart/quantity';
import type { Product } from '@/domain/catalogue/product';
import { productAddedToCart, quantityChanged } from '../../store/cart/cart.slice';
import { plainLineId, selectIsProductPending, selectLine } from '../../store/cart/cart.selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectDeliverTo } from '../../store/stores/stores.slice';
import { useAlive } from '../../startup/use-alive';
import { PrimaryButton } from '../../components/buttons';
import { CountSkeleton, QuantityCounter } from '../../components/catalogue/quantity-counter';

/**
 * A product of the list, bought as it comes: an Add button, then a counter once it is in the cart. Plus
 * puts the product again at the new quantity, so prices, stock and the store's gates are checked afresh.
 */
export function ProductCartBox(props: { product: Product }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { product } = props;
  const lineId = useMemo(() => plainLineId(product.queryId), [product.queryId]);
  const line = useAppSelector((state) => selectLine(state, lineId));
  const pending = useAppSelector((state) => selectIsProductPending(state, product.queryId));
  // The chosen address's position: a store that does not deliver there refuses the product at once.
  const customerLocation = useAppSelector(selectDeliverTo)?.coordinates ?? null;
  const add = (quantity: number) => void dispatch(productAddedToCart({ product, quantity, customerLocation }));
  const alive = useAlive();

  if (!line) {
    // The button stays in place while its add is pending, so keyboard focus is not lost to the page.
    return (
      <PrimaryButton
        type="button"
        aria-label={t('catalog.row.addLabel', { name: product.name })}
        disabled={!alive}
        aria-disabled={pending}
        aria-busy={pending}
        onClick={() => {
          if (!pending) add(1);
        }}
      >
        {pending ? <CountSkeleton data-testid="counter-skeleton" aria-hidden="true" /> : t('catalog.row.add')}
      </PrimaryButton>
    );
  }
  return (
    <QuantityCounter
      name={product.name}
      quantity={line.quantity}
      pending={pending}
      canDecrease={canDecreaseQuantity(line.quantity)}
      onIncrease={() => add(line.quantity + 1)}
      onDecrease={() =>
        void dispatch(
          quantityChanged({ productQueryId: product.queryId, lineId: line.lineId, quantity: line.quantity - 1 }),
        )
      }
    />
  );
}
