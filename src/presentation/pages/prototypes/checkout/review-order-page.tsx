import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PrototypeLayout } from '../prototype-layout';
import { PrototypeTexts } from '../prototype-texts';
import { usePrototypeTexts } from '../use-prototype-texts';
import { Choice, Fieldset, PrimaryButton } from './form-parts';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(100px, auto) 1fr auto;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: #ffffff;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colours.primary};
  }
  @media (max-width: 479px) {
    grid-template-columns: 1fr auto;
    dt {
      grid-column: 1 / -1;
    }
  }
`;

/** A dt with its dd's, grouped as HTML allows inside a dl, laid out by the list's grid. */
const Row = styled.div`
  display: contents;
`;

const Placed = styled.p`
  font-weight: 600;
`;

const rows = [
  { label: 'email', value: 'sampleEmail' },
  { label: 'shipTo', value: 'sampleAddress' },
  { label: 'method', value: 'sampleMethod' },
  { label: 'payment', value: 'samplePayment' },
] as const;

/**
 * `/review-order`: the static order review of the prototype, with sample details. Placing the order only
 * says that the prototype places none.
 */
function ReviewOrderScreen() {
  const { t } = usePrototypeTexts();
  const [placed, setPlaced] = useState(false);
  return (
    <PrototypeLayout title={t('reviewOrder.title')}>
      <Summary>
        {rows.map((row) => (
          <Row key={row.label}>
            <dt>{t(`reviewOrder.${row.label}`)}</dt>
            <dd>{t(`reviewOrder.${row.value}`)}</dd>
            <dd>
              <Link to="/checkout" aria-label={t('reviewOrder.changeLabel', { what: t(`reviewOrder.${row.label}`) })}>
                {t('reviewOrder.change')}
              </Link>
            </dd>
          </Row>
        ))}
      </Summary>
      <Fieldset>
        <legend>{t('reviewOrder.billingHeading')}</legend>
        <Choice>
          <input type="radio" name="billing" value="SAME" defaultChecked />
          {t('reviewOrder.billingSame')}
        </Choice>
        <Choice>
          <input type="radio" name="billing" value="DIFFERENT" />
          {t('reviewOrder.billingDifferent')}
        </Choice>
      </Fieldset>
      <PrimaryButton type="button" onClick={() => setPlaced(true)}>
        {t('reviewOrder.placeOrder')}
      </PrimaryButton>
      <div role="status">{placed ? <Placed>{t('reviewOrder.placed')}</Placed> : null}</div>
    </PrototypeLayout>
  );
}

/** The screen above, once its texts are in i18next. */
export function ReviewOrderPage() {
  return (
    <PrototypeTexts>
      <ReviewOrderScreen />
    </PrototypeTexts>
  );
}
