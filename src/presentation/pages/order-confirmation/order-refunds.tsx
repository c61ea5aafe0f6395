import { useTranslation } from 'react-i18next';
import type { OrderRefund } from '@/application/orders/order-detail';
import { useFormatPrice } from '../../format/use-format-price';

/** "Refunded € 5,90 on 29 Nov 2026": the store's refunds of the order, in the customer's language; none, nothing. */
export function OrderRefunds(props: { readonly refunds: readonly OrderRefund[] | undefined }) {
  const { t, i18n } = useTranslation();
  const formatPrice = useFormatPrice();
  const refunds = props.refunds ?? [];
  if (refunds.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  return (
    <section aria-label={t('tracking.refunds')}>
      <ul>
        {refunds.map((refund, index) => (
          <li key={index}>
            {t('tracking.refunded', { amount: formatPrice(refund.amount), date: date.format(refund.refundedAt) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
