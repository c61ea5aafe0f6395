import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { needsDetailsPage } from '@/domain/cart/can-add-to-cart';
import { useOrderHoldText } from '../../components/catalogue/use-order-hold-text';
import { cartReasonMessageKeys } from '../../i18n/message-keys/cart-message-keys';
import type { Product } from '@/domain/catalogue/product';
import { isOutOfStock } from '@/domain/catalogue/stock';
import { ErrorMessage } from '../../components/error-message';
import { selectRefusalFor } from '../../store/cart/cart.selectors';
import { useAppSelector } from '../../store/hooks';
import { ProductCartBox } from './product-cart-box';
import { ProductPrice } from '../../components/catalogue/product-price';
import { ProductZoomDialog } from './product-zoom-dialog';
import { PromotionTag } from '../../components/catalogue/promotion-tag';
import { useListingVariant } from './variants/listing-variant';

const Row = styled.article<{ $large: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: ${({ $large }) => ($large ? '1fr' : '96px 1fr')};
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1.5)};
  background: white;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
`;

/** The picture's place: its zoom button, and over it the sold-out notice (a text of its own, not the button's). */
const PictureFrame = styled.div<{ $large: boolean }>`
  position: relative;
  border-radius: 8px;
  overflow: hidden;
  width: ${({ $large }) => ($large ? '100%' : '96px')};
  height: ${({ $large }) => ($large ? 'auto' : '96px')};
  aspect-ratio: ${({ $large }) => ($large ? '4 / 3' : 'auto')};
`;

const PictureButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: none;
  background: #eef1f4;
  cursor: zoom-in;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const SoldOut = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.75);
  color: #c62828;
  font-weight: 700;
  text-align: center;
  /* A click on the notice is a click on the picture under it. */
  pointer-events: none;
`;

const Body = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Description = styled.p<{ $expanded: boolean }>`
  margin: 0;
  color: #5f6670;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  ${({ $expanded }) =>
    $expanded ? '' : `display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;`}
`;

const LinkButton = styled.button`
  justify-self: start;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colours.primary};
  text-decoration: underline;
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

/** Descriptions longer than this are folded to two lines until the customer opens them. */
const foldedDescriptionLength = 90;

export interface ProductRowProps {
  readonly product: Product;
  /** Where "Show more" leads for a product with sizes, colours or variants. */
  readonly detailsPath: string;
}

/**
 * One product of a store's list: picture, name, description, price, and the way to buy it. Memoised, and it reads
 * only its own product's refusal: a click on one row re-renders that row's cart box, not the hundred rows of the
 * page (at a phone's speed each row re-rendered added to the click's time to paint).
 */
export const ProductRow = memo(function ProductRow(props: ProductRowProps) {
  const { t } = useTranslation();
  const { product } = props;
  const { largeCards } = useListingVariant();
  const [zoomed, setZoomed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const refusal = useAppSelector((state) => selectRefusalFor(state, product.queryId));
  const soldOut = isOutOfStock(product);
  const picture = product.pictures[0];
  const refusalKey = refusal ? cartReasonMessageKeys[refusal] : null;
  const holdText = useOrderHoldText();
  const hold = refusal === 'NOT_TAKING_ORDERS' ? product.store.orderHold : null;
  const folds = !largeCards && product.description.length > foldedDescriptionLength;

  return (
    <Row aria-label={product.name} $large={largeCards}>
      <PictureFrame $large={largeCards}>
        <PictureButton
          type="button"
          aria-label={t('catalog.row.zoom', { name: product.name })}
          onClick={() => setZoomed(true)}
          disabled={!picture}
        >
          {picture ? <img src={picture.thumbUrl} alt={product.name} loading="lazy" /> : null}
        </PictureButton>
        {soldOut ? <SoldOut>{t('cart.outOfStock')}</SoldOut> : null}
      </PictureFrame>
      <Body>
        <Name>{product.name}</Name>
        {product.description !== '' ? (
          <Description $expanded={expanded || !folds}>{product.description}</Description>
        ) : null}
        {folds ? (
          <LinkButton type="button" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
            {t(expanded ? 'catalog.row.lessDescription' : 'catalog.row.moreDescription')}
          </LinkButton>
        ) : null}
        <PromotionTag promotion={product.promotion} />
        <Actions>
          <ProductPrice product={product} />
          {soldOut ? null : needsDetailsPage(product) ? (
            <Link to={props.detailsPath} aria-label={t('catalog.row.showMoreLabel', { name: product.name })}>
              {t('catalog.row.showMore')}
            </Link>
          ) : (
            <ProductCartBox product={product} />
          )}
        </Actions>
        {hold ? (
          <ErrorMessage>{holdText(hold)}</ErrorMessage>
        ) : refusalKey ? (
          <ErrorMessage>{t(refusalKey)}</ErrorMessage>
        ) : null}
      </Body>
      {zoomed ? <ProductZoomDialog product={product} onClose={() => setZoomed(false)} /> : null}
    </Row>
  );
});
