import styled from 'styled-components';
import { useFormatPrice } from '../../../format/use-format-price';
import type { SampleProduct } from '../sample-data';
import { usePrototypeTexts } from '../use-prototype-texts';
import { ProductTableSample } from './product-table-sample';
import { wizardProducts, type TileLinks } from './wizard-steps';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.spacing(2)};
    border-radius: ${({ theme }) => theme.radius};
    background: #ffffff;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px ${({ theme }) => theme.spacing(1)};
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/**
 * Step 4: each chosen product with its category, the photos added and its sample price, before finishing; and
 * the prototype's product-add table for further products.
 */
export function ProductDetailStep(props: {
  readonly products: readonly SampleProduct[];
  readonly links: TileLinks;
  readonly photoCount: number;
}) {
  const { t } = usePrototypeTexts();
  const formatPrice = useFormatPrice();
  return (
    <>
      <p>{t('wizard.detail.intro')}</p>
      <p>{t('wizard.detail.photoCount', { count: props.photoCount })}</p>
      <Cards>
        {props.products.map((product) => {
          const linked = props.links[product];
          const price = wizardProducts.find((entry) => entry.product === product)?.price ?? 0;
          return (
            <li key={product}>
              <h3>{t(`designs.products.${product}`)}</h3>
              <dl>
                <dt>{t('wizard.detail.category')}</dt>
                <dd>{linked ? t(`designs.categories.${linked}`) : t('wizard.detail.noCategory')}</dd>
                <dt>{t('wizard.detail.price')}</dt>
                <dd>{formatPrice(price)}</dd>
              </dl>
            </li>
          );
        })}
      </Cards>
      <ProductTableSample />
    </>
  );
}
