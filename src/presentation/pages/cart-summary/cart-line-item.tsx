import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CartLine } from '@/domain/cart/cart';
import { canDecreaseQuantity } from '@/domain/cart/quantity';
import type { Money } from '@/domain/pricing/money';
import { QuantityCounter } from '../../components/catalogue/quantity-counter';
import { useFormatPrice } from '../../format/use-format-price';

const Item = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1.5)} 0;
  border-bottom: 1px solid #e2e6eb;
`;

const PictureButton = styled.button`
  padding: 0;
  border: none;
  background: transparent;
  cursor: zoom-in;
  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: 8px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Description = styled.p`
  margin: 0;
  color: #5f6670;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Original = styled.del`
  color: #5f6670;
  margin-left: 8px;
`;

const DeleteButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colours.error};
  cursor: pointer;
`;

export interface CartLineItemProps {
  readonly line: CartLine;
  /** The line's total as the server priced it, or the cart's own until the server answered. */
  readonly total: Money;
  /** The confirmation variant shows the lines without changing them. */
  readonly readOnly: boolean;
  readonly onZoom: () => void;
  readonly onQuantity: (quantity: number) => void;
  readonly onDelete: () => void;
}

/** One cart line: picture (zoom), name, description, old and new price, quantity, line total, delete. */
export function CartLineItem(props: CartLineItemProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { line } = props;
  const discounted = line.hasPromotion && line.priceAfterDiscount < line.price;
  return (
    <Item aria-label={line.name}>
      {line.pictureUrl ? (
        <PictureButton type="button" aria-label={t('checkout.lines.zoom', { name: line.name })} onClick={props.onZoom}>
          <img src={line.pictureUrl} alt={t('checkout.lines.pictureAlt', { name: line.name })} />
        </PictureButton>
      ) : (
        <span />
      )}
      <Body>
        <Name>{line.name}</Name>
        {line.description ? <Description>{line.description}</Description> : null}
        <p>
          <span>{formatPrice(discounted ? line.priceAfterDiscount : line.price)}</span>
          {discounted ? (
            <Original aria-label={t('catalog.row.originalPrice', { price: formatPrice(line.price) })}>
              {formatPrice(line.price)}
            </Original>
          ) : null}
        </p>
        <Row>
          {props.readOnly ? (
            <span>
              {t('checkout.lines.unitPrice', {
                quantity: line.quantity,
                price: formatPrice(discounted ? line.priceAfterDiscount : line.price),
              })}
            </span>
          ) : (
            <QuantityCounter
              name={line.name}
              quantity={line.quantity}
              pending={false}
              canDecrease={canDecreaseQuantity(line.quantity)}
              onIncrease={() => props.onQuantity(line.quantity + 1)}
              onDecrease={() => props.onQuantity(line.quantity - 1)}
            />
          )}
          <strong>{t('checkout.lines.lineTotal', { amount: formatPrice(props.total) })}</strong>
          {props.readOnly ? null : (
            <DeleteButton
              type="button"
              aria-label={t('checkout.lines.delete', { name: line.name })}
              onClick={props.onDelete}
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M5 6h10M8 6V4h4v2M6 6l1 11h6l1-11" stroke="currentColor" strokeWidth="1.8" fill="none" />
              </svg>
            </DeleteButton>
          )}
        </Row>
      </Body>
    </Item>
  );
}
