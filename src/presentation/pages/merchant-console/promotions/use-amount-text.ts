import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../format/use-format-price';

/** "10 %" for a percentage, "€ 2,00" for an amount: what a promotion or voucher takes off. */
export function useAmountText(): (kind: 'flat' | 'percent' | 'discount', amount: number) => string {
  const { t } = useTranslation('console');
  const formatPrice = useFormatPrice();
  return (kind, amount) => (kind === 'flat' ? formatPrice(amount) : t('office.promotions.percent', { amount }));
}
