import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Promotion } from '@/domain/catalogue/product';
import { useFormatPrice } from '../../format/use-format-price';

const Tag = styled.span`
  justify-self: start;
  padding: 2px 8px;
  border-radius: 999px;
  background: #fff3e0;
  color: #a04a00;
  font-size: 0.8rem;
  font-weight: 600;
`;

/** "10% OFF" for a percentage, "€ 2,00 OFF" for a flat amount; nothing without a promotion. */
export function PromotionTag(props: { promotion: Promotion | null }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { promotion } = props;
  if (!promotion || promotion.amount <= 0) return null;
  return (
    <Tag>
      {promotion.nature === 'discount'
        ? t('catalog.row.percentOff', { amount: promotion.amount })
        : t('catalog.row.amountOff', { amount: formatPrice(promotion.amount) })}
    </Tag>
  );
}
