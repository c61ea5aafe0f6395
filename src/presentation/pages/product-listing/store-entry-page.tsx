import { Navigate, useParams } from 'react-router-dom';
import { useTradeTypeId } from '../../components/navigation/use-trade-type-id';
import { listingPath } from '../../components/catalogue/listing-path';
import { everyId } from '../../components/catalogue/listing-selection';

/** Opening a store shows all of its products: every category and every sub-category. */
export function StoreEntryPage() {
  const params = useParams();
  const tradeTypeId = useTradeTypeId();
  const place = {
    storeQueryId: params.storeQueryId ?? '',
    categoryId: everyId,
    subCategoryId: everyId,
    industryId: params.industryId ?? '',
  };
  return <Navigate replace to={listingPath(place, 1, tradeTypeId)} />;
}
