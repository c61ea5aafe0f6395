import styled from 'styled-components';
import { sampleColours, type SampleCategory, type SampleProduct } from '../sample-data';
import { usePrototypeTexts } from '../use-prototype-texts';
import { SamplePicture } from './sample-picture';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1)};
  border-radius: ${({ theme }) => theme.radius};
  background: #ffffff;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

/** A sample product (or category) as a carousel slide: its picture and its name. */
export function ProductCard(props: { readonly product: SampleProduct } | { readonly category: SampleCategory }) {
  const { t } = usePrototypeTexts();
  const [name, colour] =
    'product' in props
      ? [t(`designs.products.${props.product}`), sampleColours[props.product]]
      : [t(`designs.categories.${props.category}`), sampleColours[props.category]];
  return (
    <Card>
      <SamplePicture colour={colour} name={name} />
      <h3>{name}</h3>
    </Card>
  );
}
