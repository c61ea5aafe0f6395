import styled from 'styled-components';
import { useFormatPrice } from '../../../format/use-format-price';
import { Choice, Fieldset } from '../checkout/form-parts';
import type { SampleProduct } from '../sample-data';
import { usePrototypeTexts } from '../use-prototype-texts';
import { wizardProducts } from './wizard-steps';

const Price = styled.span`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
`;

/** Step 1: which sample products to add. */
export function ProductsStep(props: {
  readonly chosen: ReadonlySet<SampleProduct>;
  readonly onToggle: (product: SampleProduct) => void;
  readonly errorId: string;
  readonly showError: boolean;
}) {
  const { t } = usePrototypeTexts();
  const formatPrice = useFormatPrice();
  return (
    <Fieldset aria-describedby={props.showError ? props.errorId : undefined}>
      <legend>{t('wizard.products.intro')}</legend>
      {wizardProducts.map(({ product, price }) => (
        <Choice key={product}>
          <input type="checkbox" checked={props.chosen.has(product)} onChange={() => props.onToggle(product)} />
          <span>{t(`designs.products.${product}`)}</span>
          <Price>{formatPrice(price)}</Price>
        </Choice>
      ))}
    </Fieldset>
  );
}
