import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Category } from '@/domain/catalogue/category';
import { showsCategoryHeader } from '@/domain/catalogue/category-header';
import type { Product } from '@/domain/catalogue/product';
import { useTradeTypeId } from '../../components/navigation/use-trade-type-id';
import { detailsPath, listingPath, type ListingPlace } from '../../components/catalogue/listing-path';
import { groupBySubCategory, type ProductGroup } from '../../components/catalogue/listing-selection';
import { ProductRow } from './product-row';
import { CategoryHeaderRow } from './variants/category-header-row';
import { useVenueTextKey } from '../../components/venue/venue-texts';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing(3)};
`;

/** The category a group of products belongs to, from its products and the menu; null when the menu lacks it. */
function categoryOf(group: ProductGroup, categories: readonly Category[]): Category | null {
  const categoryId = group.products[0]?.categoryId;
  return categories.find((category) => category.id === categoryId) ?? null;
}

/**
 * The page's products. With several sub-categories on the page, each group opens with its category header row
 * (the spec's title, optional name and link to that category's listing), except under the search-by-store
 * category, whose matches are no section of the menu.
 */
export function ProductGrid(props: {
  products: readonly Product[];
  categories: readonly Category[];
  place: ListingPlace;
  page: number;
}) {
  const { t } = useTranslation();
  const venueKey = useVenueTextKey();
  const tradeTypeId = useTradeTypeId();
  const groups = groupBySubCategory(props.products, props.categories);
  const rows = (products: readonly Product[]) =>
    products.map((product) => (
      <ProductRow
        key={product.queryId}
        product={product}
        detailsPath={detailsPath(props.place, product.queryId, props.page)}
      />
    ));
  if (groups.length <= 1 || !showsCategoryHeader(props.place.categoryId)) {
    return <Grid aria-label={t(venueKey('catalog.listing.productsLabel'))}>{rows(props.products)}</Grid>;
  }
  return (
    <>
      {groups.map((group) => {
        const category = categoryOf(group, props.categories);
        const to =
          category && group.title !== null
            ? listingPath(
                { ...props.place, categoryId: category.id, subCategoryId: group.subCategoryId },
                1,
                tradeTypeId,
              )
            : null;
        return (
          <Section key={group.subCategoryId} aria-label={group.title ?? t('catalog.listing.otherProducts')}>
            <CategoryHeaderRow
              title={group.title ?? t('catalog.listing.otherProducts')}
              name={category && category.name !== group.title ? category.name : null}
              to={to}
            />
            <Grid>{rows(group.products)}</Grid>
          </Section>
        );
      })}
    </>
  );
}
