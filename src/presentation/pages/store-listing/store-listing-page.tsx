import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorMessage } from '../../components/error-message';
import { useStorefrontConfig } from '../../config/config-context';
import { useErrorText } from '../../format/use-error-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectStoresState, storesRequested } from '../../store/stores/stores.slice';
import { StoreCard } from './store-card';
import { StoreSkeleton } from './store-skeleton';

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Status = styled.p`
  text-align: center;
`;

/** A positive whole number from the URL, or the fallback when the parameter is absent or nonsense. */
function positiveIntParam(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const parsed = Number(value);
  return parsed > 0 && Number.isSafeInteger(parsed) ? parsed : fallback;
}

export function StoreListingPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const config = useStorefrontConfig();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const industryId = positiveIntParam(searchParams.get('industryId'), config.defaultIndustryId);
  const tradeTypeParam = searchParams.get('trade_type_id');
  const tradeTypeId = tradeTypeParam === null ? undefined : positiveIntParam(tradeTypeParam, 0) || undefined;
  const { status, stores, error } = useAppSelector(selectStoresState);

  useEffect(() => {
    void dispatch(storesRequested({ industryId, page: 1, ...(tradeTypeId ? { tradeTypeId } : {}) }));
  }, [dispatch, industryId, tradeTypeId]);

  return (
    <>
      <h1>{t('storeListing.title')}</h1>
      {status === 'pending' || status === 'idle' ? (
        <>
          <Status role="status">{t('storeListing.loading')}</Status>
          <Grid aria-busy="true">
            <StoreSkeleton />
          </Grid>
        </>
      ) : null}
      {status === 'failed' && error ? <ErrorMessage>{errorText(error)}</ErrorMessage> : null}
      {status === 'succeeded' && stores.length === 0 ? <Status>{t('storeListing.empty')}</Status> : null}
      {status === 'succeeded' && stores.length > 0 ? (
        <Grid aria-label={t('storeListing.title')}>
          {stores.map((store) => (
            <StoreCard key={store.queryId} store={store} />
          ))}
        </Grid>
      ) : null}
    </>
  );
}
