import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { sampleColours, sampleSaleBoxes } from '../sample-data';
import { usePrototypeTexts } from '../use-prototype-texts';

const Boxes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Box = styled.li<{ $colour: string }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $colour }) => $colour};
  color: #ffffff;
  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
  a {
    color: #ffffff;
    font-weight: 600;
  }
`;

/** Sample sale boxes: a category, how much is off at most, and a link to the stores. */
export function SaleBoxes() {
  const { t } = usePrototypeTexts();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('designs.saleBoxes.heading')}</h2>
      <Boxes>
        {sampleSaleBoxes.map((box) => {
          const name = t(`designs.categories.${box.category}`);
          return (
            <Box key={box.category} $colour={sampleColours[box.category]}>
              <h3>{name}</h3>
              <p>{t('designs.saleBoxes.upTo', { percent: box.upToPercent })}</p>
              <Link to="/">{t('designs.saleBoxes.shopNow', { name })}</Link>
            </Box>
          );
        })}
      </Boxes>
    </section>
  );
}
