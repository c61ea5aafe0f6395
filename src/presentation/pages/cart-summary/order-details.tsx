import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReviewedOrderSummary } from '@/application/checkout/review-order-summary.use-case';
import { freeDeliveryMessageKey, summaryLineLabelKeys } from '../../i18n/message-keys/pricing-message-keys';
import { useFormatPrice } from '../../format/use-format-price';

const Section = styled.section`
  margin: ${({ theme }) => theme.spacing(2)} 0;
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px ${({ theme }) => theme.spacing(2)};
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
  }
`;

const Total = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.spacing(1)};
  padding-top: ${({ theme }) => theme.spacing(1)};
  border-top: 1px solid #e2e6eb;
  font-weight: 700;
`;

/** Sub Total, Discount, Voucher, rider tip, Service Fee, Delivery Fee, VAT when above 0, and the total. */
export function OrderDetails(props: { summary: ReviewedOrderSummary }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    <Section aria-labelledby="order-details-title">
      <h2 id="order-details-title">{t('checkout.orderDetails')}</h2>
      <Lines>
        {props.summary.lines.map((line) => (
          <div key={line.kind} style={{ display: 'contents' }} data-testid={`summary-${line.kind}`}>
            <dt>{t(summaryLineLabelKeys[line.kind])}</dt>
            <dd>{line.free ? t(freeDeliveryMessageKey) : formatPrice(line.amount)}</dd>
          </div>
        ))}
      </Lines>
      <Total data-testid="summary-total">
        <span>{t('pricing.summary.total')}</span>
        <span>{formatPrice(props.summary.payable)}</span>
      </Total>
    </Section>
  );
}
