import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/application/orders/order-detail';
import { useFormatPrice } from '../../format/use-format-price';
import { OrderProgressBar } from './order-progress-bar';
import { OrderQr } from './order-qr';
import { OrderStepper } from './order-stepper';
import { Card, Line, Lines, MerchantName, ShortOrderId, StatusMessage, TotalLine } from './order-view-styles';
import { statusMessageKeys } from './status-texts';
import { useVenueTextKey } from '../../components/venue/venue-texts';

/** PROMINENT layout: merchant, location, QR, the order's lines and its total. */
export function ProminentOrderView(props: { readonly order: OrderDetail }) {
  const { t } = useTranslation();
  const venueKey = useVenueTextKey();
  const formatPrice = useFormatPrice();
  const { summary } = props.order;
  return (
    <Card aria-labelledby="order-title">
      <ShortOrderId id="order-title">{summary.merchantName}</ShortOrderId>
      <MerchantName>{t('tracking.shortOrderId', { id: summary.shortOrderId })}</MerchantName>
      <p>{t('tracking.location', { location: props.order.location })}</p>
      <OrderQr dataUrl={props.order.qrDataUrl} fallbackText={summary.queryId} shortOrderId={summary.shortOrderId} />
      <StatusMessage role="status">{t(venueKey(statusMessageKeys[summary.status]))}</StatusMessage>
      <OrderProgressBar status={summary.status} />
      <OrderStepper status={summary.status} />
      <Lines aria-label={t('tracking.lines')}>
        {props.order.lines.map((line, index) => (
          <Line key={index}>
            <span>{t('tracking.lineQuantity', { quantity: line.quantity, name: line.productName })}</span>
            <span>{formatPrice(line.amount)}</span>
          </Line>
        ))}
      </Lines>
      <TotalLine>
        <span>{t('tracking.total')}</span>
        <span data-testid="order-total">{formatPrice(props.order.total)}</span>
      </TotalLine>
    </Card>
  );
}
