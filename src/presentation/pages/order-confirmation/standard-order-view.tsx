import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/application/orders/order-detail';
import { OrderProgressBar } from './order-progress-bar';
import { OrderQr } from './order-qr';
import { OrderStepper } from './order-stepper';
import { PreparationCountdown } from './preparation-countdown';
import { statusMessageKeys } from './status-texts';
import { useVenueTextKey } from '../../components/venue/venue-texts';
import { Card, MerchantName, ShortOrderId, StatusMessage } from './order-view-styles';

/** STANDARD layout: short id, merchant, QR, countdown or status image, status message, progress bar. */
export function StandardOrderView(props: { readonly order: OrderDetail }) {
  const { t } = useTranslation();
  const venueKey = useVenueTextKey();
  const { summary } = props.order;
  return (
    <Card aria-labelledby="order-title">
      <ShortOrderId id="order-title">{t('tracking.shortOrderId', { id: summary.shortOrderId })}</ShortOrderId>
      <MerchantName>{summary.merchantName}</MerchantName>
      <OrderQr dataUrl={props.order.qrDataUrl} fallbackText={summary.queryId} shortOrderId={summary.shortOrderId} />
      <PreparationCountdown order={summary} />
      <StatusMessage role="status">{t(venueKey(statusMessageKeys[summary.status]))}</StatusMessage>
      <OrderProgressBar status={summary.status} />
      <OrderStepper status={summary.status} />
    </Card>
  );
}
