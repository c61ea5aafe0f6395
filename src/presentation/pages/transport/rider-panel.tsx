import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canCancelRiderSearch, canPayRide, type RideProgress } from '@/domain/transport/ride-progress';
import { PrimaryButton, SecondaryButton } from '../../components/buttons';
import { useFormatPrice } from '../../format/use-format-price';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: 8px;
  background: white;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px ${({ theme }) => theme.spacing(2)};
    margin: 0;
  }
  dd {
    margin: 0;
  }
`;

const statusKeys = {
  awaiting_payment: 'rides.confirm.awaitingPayment',
  searching: 'rides.confirm.searching',
  rider_assigned: 'rides.confirm.assigned',
  cancelled: 'rides.confirm.cancelled',
} as const;

const paymentKeys = {
  cash: 'rides.payment.cash',
  unpaid: 'rides.payment.unpaid',
  paid: 'rides.payment.paid',
  refunded: 'rides.payment.refunded',
} as const;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/**
 * A booked ride as it now is: waiting for its card payment (with the way to pay), searching for a driver (with
 * the way to cancel the search), the driver and the car once one is assigned, or cancelled; the fare with its
 * night surcharge on a line of its own, and how it is paid as the server records it.
 */
export function RiderPanel(props: {
  readonly progress: RideProgress;
  readonly cancelling: boolean;
  readonly onCancel: () => void;
  readonly paying?: boolean;
  readonly onPay?: () => void;
}) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { progress } = props;
  return (
    <Panel aria-label={t('rides.confirm.order', { id: progress.shortOrderId })}>
      <h2>{t('rides.confirm.order', { id: progress.shortOrderId })}</h2>
      <p role="status">{t(progress.completed ? 'rides.confirm.completed' : statusKeys[progress.status])}</p>
      {progress.rider ? (
        <dl aria-label={t('rides.confirm.rider')}>
          <dt>{t('rides.confirm.rider')}</dt>
          <dd>{progress.rider.name}</dd>
          <dt>{t('rides.confirm.car')}</dt>
          <dd>{progress.rider.car}</dd>
          <dt>{t('rides.confirm.plate')}</dt>
          <dd>{progress.rider.plate}</dd>
          <dt>{t('rides.confirm.phone')}</dt>
          <dd>
            <a href={`tel:${progress.rider.phoneNumber}`}>{progress.rider.phoneNumber}</a>
          </dd>
        </dl>
      ) : null}
      <dl>
        <dt>{t('rides.history.from')}</dt>
        <dd>{progress.pickup}</dd>
        <dt>{t('rides.history.to')}</dt>
        <dd>{progress.dropoff}</dd>
        <dt>{t('rides.estimate.basePrice')}</dt>
        <dd>{formatPrice(progress.basePrice)}</dd>
        {progress.nightSurcharge > 0 ? (
          <>
            <dt>{t('rides.estimate.nightSurcharge')}</dt>
            <dd>{formatPrice(progress.nightSurcharge)}</dd>
          </>
        ) : null}
        <dt>{t('rides.estimate.total')}</dt>
        <dd>{formatPrice(progress.price)}</dd>
        <dt>{t('rides.payment.label')}</dt>
        <dd>{t(paymentKeys[progress.payment])}</dd>
      </dl>
      <Buttons>
        {canPayRide(progress) && props.onPay ? (
          <PrimaryButton type="button" disabled={props.paying} onClick={props.onPay}>
            {props.paying ? t('rides.confirm.paying') : t('rides.confirm.payByCard')}
          </PrimaryButton>
        ) : null}
        {canCancelRiderSearch(progress.status) ? (
          <SecondaryButton type="button" disabled={props.cancelling} onClick={props.onCancel}>
            {props.cancelling
              ? t('rides.confirm.cancelling')
              : progress.status === 'awaiting_payment'
                ? t('rides.confirm.cancelBooking')
                : t('rides.confirm.cancel')}
          </SecondaryButton>
        ) : null}
      </Buttons>
    </Panel>
  );
}
