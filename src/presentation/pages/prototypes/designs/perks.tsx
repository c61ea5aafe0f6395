import { useId } from 'react';
import styled from 'styled-components';
import { usePrototypeTexts } from '../use-prototype-texts';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.spacing(2)};
    border-radius: ${({ theme }) => theme.radius};
    background: #ffffff;
    font-weight: 600;
  }
`;

const perks = ['freeDelivery', 'freeReturns', 'firstPurchase'] as const;

/**
 * The sample marketing promises (free delivery over a threshold, free returns, a first-purchase code).
 * Demo content only: the real cart and checkout know nothing of them.
 */
export function Perks() {
  const { t } = usePrototypeTexts();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('designs.perks.heading')}</h2>
      <List>
        {perks.map((perk) => (
          <li key={perk}>{t(`designs.perks.${perk}`)}</li>
        ))}
      </List>
    </section>
  );
}
