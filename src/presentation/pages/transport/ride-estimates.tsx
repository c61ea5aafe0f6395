import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RideFare } from '@/domain/transport/ride-fare';
import { useFormatPrice } from '../../format/use-format-price';

export interface CarTypeOption {
  readonly value: string;
  readonly title: string;
  readonly pictureUrl: string | null;
}

export type CarEstimate =
  | { readonly status: 'pending' }
  | { readonly status: 'priced'; readonly fare: RideFare }
  | { readonly status: 'failed'; readonly message: string };

const List = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.spacing(1)};
  }
`;

const Option = styled.label`
  display: grid;
  grid-template-columns: auto auto 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1.5)};
  border: 1px solid rgba(0, 0, 0, 0.2);
  border-radius: 8px;
  background: white;
  input {
    min-width: 24px;
    min-height: 24px;
  }
  img {
    width: 56px;
    height: 40px;
    object-fit: contain;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    margin: 0;
    gap: 2px ${({ theme }) => theme.spacing(1)};
  }
  dd {
    margin: 0;
    text-align: end;
  }
`;

const Total = styled.dt`
  font-weight: 600;
`;

/**
 * One choice per configured car type with its price from the service: the fare, the night surcharge on a line of
 * its own when the ride starts at night, and the total.
 */
export function RideEstimates(props: {
  readonly carTypes: readonly CarTypeOption[];
  readonly estimates: Readonly<Record<string, CarEstimate>>;
  readonly chosen: string | null;
  readonly onChoose: (value: string) => void;
}) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    <List>
      <legend>{t('rides.form.chooseCar')}</legend>
      {props.carTypes.map((car) => {
        const estimate = props.estimates[car.value];
        return (
          <Option key={car.value}>
            <input
              type="radio"
              name="car-type"
              value={car.value}
              checked={props.chosen === car.value}
              disabled={estimate?.status !== 'priced'}
              onChange={() => props.onChoose(car.value)}
            />
            {car.pictureUrl ? <img src={car.pictureUrl} alt="" /> : <span />}
            <span>
              <strong>{car.title}</strong>
              {estimate?.status === 'pending' ? <span role="status"> {t('rides.form.pricing')}</span> : null}
              {estimate?.status === 'failed' ? <span role="alert"> {estimate.message}</span> : null}
              {estimate?.status === 'priced' ? (
                <dl aria-label={car.title}>
                  <dt>{t('rides.estimate.basePrice')}</dt>
                  <dd>{formatPrice(estimate.fare.basePrice)}</dd>
                  {estimate.fare.nightSurcharge > 0 ? (
                    <>
                      <dt>{t('rides.estimate.nightSurcharge')}</dt>
                      <dd>{formatPrice(estimate.fare.nightSurcharge)}</dd>
                    </>
                  ) : null}
                  <Total>{t('rides.estimate.total')}</Total>
                  <dd>
                    <strong>{formatPrice(estimate.fare.price)}</strong>
                  </dd>
                </dl>
              ) : null}
            </span>
          </Option>
        );
      })}
    </List>
  );
}
