import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Category } from '@/domain/catalog/category';
import type { Product } from '@/domain/catalog/product';
import { detailsPath, type ListingPlace } from './listing-path';
import { groupBySubCategory } from './listing-selection';
import { ProductRow } from './product-row';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing(3)};
`;

const Heading = styled.h2`
  font-size: 1.1rem;
  margin: ${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(1)};
`;

/** The page's products; with several sub-categories on the page, each gets its own heading. */
export function ProductGrid(props: {
  products: readonly Product[];
  categories: readonly Category[];
  place: ListingPlace;
  page: number;
}) {
  const { t } = useTranslation();
  const groups = groupBySubCategory(props.products, props.categories);
  const rows = (products: readonly Product[]) =>
    products.map((product) => (
      <ProductRow
        key={product.queryId}
        product={product}
        detailsPath={detailsPath(props.place, product.queryId, props.page)}
      />
    ));
  if (groups.length <= 1) return <Grid aria-label={t('catalog.listing.productsLabel')}>{rows(props.products)}</Grid>;
  return (
    <>
      {groups.map((group) => (
        <Section key={group.subCategoryId} aria-label={group.title ?? t('catalog.listing.otherProducts')}>
          <Heading>{group.title ?? t('catalog.listing.otherProducts')}</Heading>
          <Grid>{rows(group.products)}</Grid>
        </Section>
      ))}
    </>
  );
}
