import { useId } from 'react';
import styled from 'styled-components';
import { sampleBrands } from '../sample-data';
import { usePrototypeTexts } from '../use-prototype-texts';

const Logos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Logo = styled.li`
  display: grid;
  place-items: center;
  min-height: 64px;
  padding: ${({ theme }) => theme.spacing(1)};
  border: 1px solid #d0d4da;
  border-radius: ${({ theme }) => theme.radius};
  background: #ffffff;
  font-family: Georgia, serif;
  font-size: 1.1rem;
  font-style: italic;
  font-weight: 700;
  text-align: center;
`;

/** Sample brand logos, set as styled words so the prototype shows no real trademark. */
export function BrandLogos() {
  const { t } = usePrototypeTexts();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('designs.brands.heading')}</h2>
      <Logos>
        {sampleBrands.map((brand) => (
          <Logo key={brand}>
            <span role="img" aria-label={t('designs.brands.logo', { name: brand })}>
              {brand}
            </span>
          </Logo>
        ))}
      </Logos>
    </section>
  );
}
