import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BookedRide } from '@/domain/transport/booking-history';
import { useStorefrontConfig } from '../../config/config-context';
import { useFormatPrice } from '../../format/use-format-price';
import { BookedRideStatus } from './booked-ride-status';
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
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(0.5)};
    font-size: 1.1rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px ${({ theme }) => theme.spacing(2)};
    margin: ${({ theme }) => theme.spacing(1)} 0;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** A car type as the host titles it; a type the host no longer offers reads as its value. */
function useCarTitle(): (value: string) => string {
  const { transport } = useStorefrontConfig();
  return (value) => transport?.carTypes.find((car) => car.value === value)?.title ?? value;
}

/**
 * The rides of "My Bookings", newest first as the use case lists them. Each tells its story: the code the rider
 * reads on the ride's page and in the receipt, when it picks up, the route, the car and where it stands.
 */
export function BookingHistoryList(props: { readonly rides: readonly BookedRide[] }) {
  const { t, i18n } = useTranslation();
  const formatPrice = useFormatPrice();
  const carTitle = useCarTitle();
  const formatTime = (at: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  if (props.rides.length === 0) return <p>{t('rides.history.empty')}</p>;
  return (
    <Rides>
      {props.rides.map((ride) => {
        const code = ride.shortOrderId ?? t('rides.history.codeUnknown');
        return (
          <li key={ride.invoiceQueryId}>
            <h2>{t('rides.history.booking', { code })}</h2>
            <BookedRideStatus stage={ride.stage} payment={ride.payment} />
            <dl>
              <dt>{t('rides.history.route')}</dt>
              <dd>{t('rides.history.routeValue', { pickup: ride.pickup, dropoff: ride.dropoff })}</dd>
              <dt>{t('rides.history.pickupTime')}</dt>
              <dd>
                {ride.scheduledAt === null
                  ? t('rides.history.now', { booked: formatTime(ride.bookedAt) })
                  : formatTime(ride.scheduledAt)}
              </dd>
              <dt>{t('rides.history.car')}</dt>
              <dd>{carTitle(ride.cabType)}</dd>
              <dt>{t('rides.history.price')}</dt>
              <dd>{formatPrice(ride.price)}</dd>
            </dl>
            <Link to={confirmBookingPath(ride.invoiceQueryId)}>{t('rides.history.open', { code })}</Link>
          </li>
        );
      })}
    </Rides>
  );
}
