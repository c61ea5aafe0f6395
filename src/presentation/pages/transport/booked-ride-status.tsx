import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BookedRide } from '@/domain/transport/booking-history';

const Status = styled.p`
  margin: 0;
  font-weight: 600;
  &[data-stage='cancelled'] {
    color: #8a1c1c;
  }
`;

/**
 * Where a kept ride stands, in words: the ride's stage, then its card payment when there is one to tell (paid,
 * refunded, not yet paid). A ride an older version kept has no stage until the service lists it: nothing is said.
 */
export function BookedRideStatus(props: Pick<BookedRide, 'stage' | 'payment'>) {
  const { t } = useTranslation();
  if (props.stage === null) return null;
  const stage = t(`rides.history.stage.${props.stage}`);
  const payment =
    props.payment === null || props.payment === 'cash' ? null : t(`rides.history.payment.${props.payment}`);
  return (
    <Status data-stage={props.stage}>
      {payment === null ? stage : t('rides.history.stageAndPayment', { stage, payment })}
    </Status>
  );
}
