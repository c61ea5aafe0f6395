import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BookedRide } from '@/domain/transport/booking-history';
import { useFormatPrice } from '../product-listing/use-format-price';
import { confirmBookingPath } from './transport-paths';

const Rides = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  li {
    padding: ${({ theme }) => theme.spacing(1.5)};
    border-radius: 8px;
    background: white;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px ${({ theme }) => theme.spacing(2)};
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The rides of "My Bookings", newest first as the use case lists them, each opening its booking. */
export function BookingHistoryList(props: { readonly rides: readonly BookedRide[] }) {
  const { t, i18n } = useTranslation();
  const formatPrice = useFormatPrice();
  const formatTime = (at: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  if (props.rides.length === 0) return <p>{t('rides.history.empty')}</p>;
  return (
    <Rides>
      {props.rides.map((ride) => (
        <li key={ride.invoiceQueryId}>
          <dl>
            <dt>{t('rides.history.from')}</dt>
            <dd>{ride.pickup}</dd>
            <dt>{t('rides.history.to')}</dt>
            <dd>{ride.dropoff}</dd>
            <dt>{t('rides.history.bookedAt')}</dt>
            <dd>{formatTime(ride.bookedAt)}</dd>
            {ride.scheduledAt !== null ? (
              <>
                <dt>{t('rides.history.scheduledAt')}</dt>
                <dd>{formatTime(ride.scheduledAt)}</dd>
              </>
            ) : null}
            <dt>{t('rides.history.price')}</dt>
            <dd>{formatPrice(ride.price)}</dd>
          </dl>
          <Link to={confirmBookingPath(ride.invoiceQueryId)}>
            {t('rides.history.open', { id: ride.invoiceQueryId })}
          </Link>
        </li>
      ))}
    </Rides>
  );
}
