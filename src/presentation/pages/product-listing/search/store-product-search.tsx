import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pageCount, pageSizes } from '@/domain/catalogue/paging';
import { storeSearchLength, storeSearchText } from '@/domain/catalogue/store-search';
import { applyInputFilter } from '@/domain/validation/input-filter';
import { ErrorMessage } from '../../../components/error-message';
import { Pager } from '../../../components/pager/pager';
import { useErrorText } from '../../../format/use-error-text';
import { PrimaryButton, SecondaryButton } from '../../../components/buttons';
import { detailsPath, type ListingPlace } from '../../../components/catalogue/listing-path';
import { Grid } from '../product-grid';
import { ProductRow } from '../product-row';
import { ProductSkeleton } from '../product-skeleton';
import { useProductSearch } from './use-product-search';
import { useProductSuggestions } from './use-product-suggestions';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(1)} 0 ${({ theme }) => theme.spacing(2)};
`;

const Input = styled.input`
  flex: 1 1 12rem;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing(1.5)};
  border-radius: 8px;
  border: 1px solid rgba(0, 0, 0, 0.25);
  font: inherit;
`;

const Centred = styled.p`
  text-align: center;
`;

export interface StoreProductSearchProps {
  readonly place: ListingPlace;
  /** Closes the row; the search is cleared with it. */
  readonly onClose: () => void;
  /** The store's own listing, shown while nothing is searched. */
  readonly children: ReactNode;
}

/**
 * The search row of a store's product list, opened by its button: the store's products by name (letters, digits
 * and spaces, as the store search takes), offered as the customer types and listed on Search or on a picked
 * name. The results are the search-by-store category: one grid without category header rows. Clearing the field
 * brings the listing back.
 */
export default function StoreProductSearch(props: StoreProductSearchProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { place, onClose } = props;
  const { state, search, clear } = useProductSearch(place.storeQueryId);
  const { names, suggestFor } = useProductSuggestions(place.storeQueryId);
  const [text, setText] = useState('');
  const suggestionsId = useId();
  const field = useRef<HTMLInputElement>(null);

  // The row opens for typing.
  useEffect(() => field.current?.focus(), []);

  const typed = (next: string) => {
    const value = applyInputFilter('alphanumericWithSpace', text, next);
    setText(value);
    const searched = storeSearchText(value);
    if (searched === null) {
      clear();
      suggestFor('');
    } else if (names.includes(value)) {
      // A name picked from the offered ones is searched at once.
      search(searched);
      suggestFor('');
    } else {
      suggestFor(value);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const searched = storeSearchText(text);
    if (searched !== null) search(searched);
  };

  const close = () => {
    clear();
    onClose();
  };

  return (
    <>
      <Row role="search" aria-label={t('catalog.search.row')} onSubmit={submit}>
        <Input
          ref={field}
          type="search"
          aria-label={t('catalog.search.label')}
          placeholder={t('catalog.search.placeholder')}
          maxLength={storeSearchLength}
          list={suggestionsId}
          autoComplete="off"
          value={text}
          onChange={(event) => typed(event.target.value)}
        />
        <datalist id={suggestionsId} data-testid="product-suggestions">
          {names.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <PrimaryButton type="submit">{t('catalog.search.submit')}</PrimaryButton>
        <SecondaryButton type="button" onClick={close}>
          {t('catalog.search.close')}
        </SecondaryButton>
      </Row>
      {state.status === 'none' ? props.children : null}
      {state.status === 'pending' ? (
        <Grid aria-busy="true">
          <ProductSkeleton />
        </Grid>
      ) : null}
      {state.status === 'failed' ? <ErrorMessage>{errorText(state.error)}</ErrorMessage> : null}
      {state.status === 'found' && state.found.products.length === 0 ? (
        <Centred>{t('catalog.listing.empty')}</Centred>
      ) : null}
      {state.status === 'found' && state.found.products.length > 0 ? (
        <>
          <Grid aria-label={t('catalog.search.results', { text: state.text })}>
            {state.found.products.map((product) => (
              <ProductRow
                key={product.queryId}
                product={product}
                detailsPath={detailsPath(place, product.queryId, 1)}
              />
            ))}
          </Grid>
          <Pager
            page={state.page}
            pageCount={pageCount(state.found.totalProducts, pageSizes.products)}
            onPageChange={(next) => search(state.text, next)}
          />
        </>
      ) : null}
    </>
  );
}
