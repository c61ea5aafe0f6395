import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useOrderHoldText } from '../../components/catalogue/use-order-hold-text';
import { cartReasonMessageKeys } from '../../i18n/message-keys/cart-message-keys';
import { canIncreaseQuantity } from '@/domain/cart/quantity';
import type { Product } from '@/domain/catalogue/product';
import { isOutOfStock } from '@/domain/catalogue/stock';
import { ErrorMessage } from '../../components/error-message';
import { useTradeTypeId } from '../../components/navigation/use-trade-type-id';
import { positiveIntParam } from '../../components/navigation/query-params';
import { useErrorText } from '../../format/use-error-text';
import { productAddedToCart, selectCartState } from '../../store/cart/cart.slice';
import { selectIsProductPending } from '../../store/cart/cart.selectors';
import { useLiveCart } from '../../store/cart/use-live-cart';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectDeliverTo } from '../../store/stores/stores.slice';
import { detailNeeded, selectProductDetail } from '../../store/products/products.slice';
import { useAlive } from '../../startup/use-alive';
import { PrimaryButton } from '../../components/buttons';
import { CartConflictDialog } from '../../components/catalogue/cart-conflict-dialog';
import { CartStorageNotice } from '../../components/catalogue/cart-storage-notice';
import { CheckoutBar } from '../../components/catalogue/checkout-bar';
import { listingPath } from '../../components/catalogue/listing-path';
import { everyId } from '../../components/catalogue/listing-selection';
import { ProductPrice } from '../../components/catalogue/product-price';
import { PromotionTag } from '../../components/catalogue/promotion-tag';
import { QuantityCounter } from '../../components/catalogue/quantity-counter';
import {
  missingChoices,
  noChoices,
  selectionOf,
  type MissingChoice,
  type ProductChoices,
} from '@/domain/cart/product-choices';
import { OptionGroup } from './option-group';

const Layout = styled.article`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  background: white;
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.spacing(2)};
`;

/** Its box keeps the picture's place before the picture arrives, so nothing below it moves when it does. */
const Picture = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: 8px;
  object-fit: cover;
  background: #eef1f4;
`;

const Details = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

/** The choices and the add button, which do nothing until the app has taken the page over from the server. */
const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Hint = styled.p`
  margin: 0;
  color: #5f6670;
`;

function useMissingChoiceText(): (missing: MissingChoice) => string {
  const { t } = useTranslation();
  return (missing) =>
    missing.kind === 'SIZE'
      ? t('catalog.details.chooseSize')
      : missing.kind === 'COLOR'
        ? t('catalog.details.chooseColor')
        : t('catalog.details.chooseVariant', { name: missing.name });
}

/** The choices and the add button of a loaded product. */
function ProductChooser(props: { product: Product }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const missingText = useMissingChoiceText();
  const alive = useAlive();
  const { product } = props;
  const [choices, setChoices] = useState<ProductChoices>(noChoices);
  const [quantity, setQuantity] = useState(1);
  const [overMaximum, setOverMaximum] = useState(false);
  const [added, setAdded] = useState(false);
  const pending = useAppSelector((state) => selectIsProductPending(state, product.queryId));
  const { refusal } = useAppSelector(selectCartState);
  // The chosen address's position: a store that does not deliver there refuses the product at once.
  const customerLocation = useAppSelector(selectDeliverTo)?.coordinates ?? null;
  const refusalKey = refusal?.productQueryId === product.queryId ? cartReasonMessageKeys[refusal.reason] : null;
  const holdText = useOrderHoldText();
  const hold = refusalKey !== null && refusal?.reason === 'NOT_TAKING_ORDERS' ? product.store.orderHold : null;
  const missing = missingChoices(product, choices);
  const soldOut = isOutOfStock(product);
  const choose = (next: ProductChoices) => {
    setChoices(next);
    setAdded(false);
  };

  const add = async () => {
    setAdded(false);
    const result = await dispatch(
      productAddedToCart({ product, quantity, selection: selectionOf(choices), customerLocation }),
    );
    if (productAddedToCart.fulfilled.match(result) && result.payload.ok) setAdded(true);
  };

  return (
    <Choices disabled={!alive}>
      {product.sizes.length > 0 ? (
        <OptionGroup
          legend={t('catalog.details.size')}
          options={product.sizes}
          selectedId={choices.sizeId}
          onSelect={(sizeId) => choose({ ...choices, sizeId })}
        />
      ) : null}
      {product.colors.length > 0 ? (
        <OptionGroup
          legend={t('catalog.details.color')}
          options={product.colors}
          selectedId={choices.colorId}
          onSelect={(colorId) => choose({ ...choices, colorId })}
        />
      ) : null}
      {product.variants.map((variant) => (
        <OptionGroup
          key={variant.id}
          legend={variant.name}
          options={variant.options}
          selectedId={choices.variantOptionIds[variant.id] ?? null}
          onSelect={(optionId) =>
            choose({ ...choices, variantOptionIds: { ...choices.variantOptionIds, [variant.id]: optionId } })
          }
        />
      ))}
      {soldOut ? (
        <ErrorMessage>{t('cart.outOfStock')}</ErrorMessage>
      ) : (
        <AddRow>
          <QuantityCounter
            name={product.name}
            quantity={quantity}
            pending={false}
            canDecrease={quantity > 1}
            onDecrease={() => {
              setOverMaximum(false);
              setQuantity((current) => Math.max(1, current - 1));
            }}
            onIncrease={() => {
              const more = canIncreaseQuantity(quantity, product.availableQuantity);
              setOverMaximum(!more);
              if (more) setQuantity(quantity + 1);
            }}
          />
          <PrimaryButton type="button" disabled={missing.length > 0 || pending} onClick={() => void add()}>
            {t('catalog.details.addToCart')}
          </PrimaryButton>
        </AddRow>
      )}
      {!soldOut && missing.length > 0 ? <Hint>{missing.map(missingText).join(' · ')}</Hint> : null}
      {overMaximum ? <ErrorMessage>{t(cartReasonMessageKeys.EXCEEDS_REMAINING_UNITS ?? '')}</ErrorMessage> : null}
      {hold ? (
        <ErrorMessage>{holdText(hold)}</ErrorMessage>
      ) : refusalKey ? (
        <ErrorMessage>{t(refusalKey)}</ErrorMessage>
      ) : null}
      {added ? <p role="status">{t('catalog.details.added')}</p> : null}
    </Choices>
  );
}

/** A product with sizes, colours or variants: the customer chooses, then adds it. */
export function ProductDetailsPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const params = useParams();
  const tradeTypeId = useTradeTypeId();
  const detail = useAppSelector(selectProductDetail);
  const productQueryId = params.productQueryId ?? '';
  // The catalogue's texts come in the screens' language: a switch of language asks for them again.
  const language = i18n.resolvedLanguage;
  useLiveCart();

  useEffect(() => {
    dispatch(detailNeeded(productQueryId));
  }, [dispatch, productQueryId, language]);

  const backPath = listingPath(
    {
      storeQueryId: params.storeQueryId ?? '',
      categoryId: params.categoryId ?? everyId,
      subCategoryId: params.subCategoryId ?? everyId,
      industryId: params.industryId ?? '',
    },
    positiveIntParam(params.page ?? null, 1),
    tradeTypeId,
  );
  const product = detail.status === 'succeeded' ? detail.data : null;

  return (
    <>
      <Link to={backPath}>{t('catalog.details.back')}</Link>
      {detail.status === 'pending' || detail.status === 'idle' ? (
        <p role="status">{t('catalog.details.loading')}</p>
      ) : null}
      {detail.status === 'failed' && detail.error ? <ErrorMessage>{errorText(detail.error)}</ErrorMessage> : null}
      {product ? (
        <Layout aria-label={product.name}>
          {product.pictures[0] ? (
            <Picture src={product.pictures[0].originalUrl} alt={product.name} fetchPriority="high" />
          ) : null}
          <Details>
            <h1>{product.name}</h1>
            <p>{product.description}</p>
            <PromotionTag promotion={product.promotion} />
            <ProductPrice product={product} />
            <ProductChooser key={product.queryId} product={product} />
          </Details>
        </Layout>
      ) : null}
      <CheckoutBar />
      <CartConflictDialog />
      <CartStorageNotice />
    </>
  );
}
