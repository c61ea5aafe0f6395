import { useParams } from 'react-router-dom';
import { useTradeTypeId } from '../../components/navigation/use-trade-type-id';
import { listingPath } from '../../components/catalogue/listing-path';
import { everyId } from '../../components/catalogue/listing-selection';
import { RedirectTo } from '../../routes/redirect-to';

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
  return <RedirectTo to={listingPath(place, 1, tradeTypeId)} />;
}
