import { useParams, useSearchParams } from 'react-router-dom';
import { positiveIntParam } from '../../components/navigation/query-params';
import { everyId } from '../../components/catalogue/listing-selection';
import type { ListingPlace } from '../../components/catalogue/listing-path';

/** Where the product list is, read from its route: the store, the chips' choice, the industry and the page. */
export function useListingPlace(): { place: ListingPlace; page: number } {
  const params = useParams();
  const [searchParams] = useSearchParams();
  return {
    place: {
      storeQueryId: params.storeQueryId ?? '',
      categoryId: params.categoryId ?? everyId,
      subCategoryId: params.subCategoryId ?? everyId,
      industryId: params.industryId ?? '',
    },
    page: positiveIntParam(searchParams.get('page'), 1),
  };
}
