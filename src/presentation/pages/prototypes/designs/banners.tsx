import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePrototypeTexts } from '../use-prototype-texts';

const Banner = styled.section<{ $tone: 'primary' | 'accent' }>`
  margin: ${({ theme }) => theme.spacing(2)} 0;
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colours.primary : '#fff3e0')};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colours.onPrimary : '#5d2c00')};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: 1.5rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
    border-radius: 999px;
    background: ${({ theme }) => theme.colours.onPrimary};
    color: ${({ theme }) => theme.colours.primary};
    font-weight: 600;
  }
`;

/** The sample hero banner, leading to the real store listing. */
export function HeroBanner() {
  const { t } = usePrototypeTexts();
  return (
    <Banner $tone="primary" aria-label={t('designs.heroBanner.heading')}>
      <h2>{t('designs.heroBanner.heading')}</h2>
      <p>{t('designs.heroBanner.body')}</p>
      <Link to="/">{t('designs.heroBanner.cta')}</Link>
    </Banner>
  );
}

/** The sample promotion banner. Its promo code is sample text: no code path accepts or checks it. */
export function PromoBanner() {
  const { t } = usePrototypeTexts();
  return (
    <Banner $tone="accent" aria-label={t('designs.promoBanner.heading')}>
      <h2>{t('designs.promoBanner.heading')}</h2>
      <p>{t('designs.promoBanner.body')}</p>
    </Banner>
  );
}
