import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@/domain/catalogue/product';
import { useFormatPrice } from '../../format/use-format-price';

const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px;
  margin: 0;
`;

const Current = styled.span`
  font-weight: 700;
`;

const Original = styled.del`
  color: #5f6670;
  font-size: 0.9rem;
`;

/** The price, and when a promotion lowers it, the original struck through beside it. */
export function ProductPrice(props: { product: Pick<Product, 'price' | 'priceAfterDiscount' | 'promotion'> }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { price, priceAfterDiscount, promotion } = props.product;
  const discounted = promotion !== null && promotion.amount > 0 && priceAfterDiscount < price;
  return (
    <Prices>
      <Current>{formatPrice(discounted ? priceAfterDiscount : price)}</Current>
      {discounted ? (
        <Original aria-label={t('catalog.row.originalPrice', { price: formatPrice(price) })}>
          {formatPrice(price)}
        </Original>
      ) : null}
    </Prices>
  );
}
