import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AddressSuggestion } from '@/application/ports/address-search.port';
import { featureTokens } from '@/application/tokens';
import type { Coordinates } from '@/domain/catalogue/store';
import { useFeatureLoader } from '../../di/dependency-context';
import { SecondaryButton } from '../../components/buttons';
import { TextField } from './text-field';

const Row = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

const Suggestions = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: 0;
  display: grid;
  gap: 4px;
  button {
    width: 100%;
    min-height: 44px;
    text-align: left;
  }
`;

type SearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'searching' }
  | { readonly status: 'found'; readonly suggestions: readonly AddressSuggestion[] };

/**
 * The map picker's address search (Google's with a maps key, else the host's Photon geocoder): the addresses the
 * service suggests for the text, near the host's point; choosing one moves the pin there.
 */
export function AddressSearchField({ onFound }: { readonly onFound: (point: Coordinates) => void }) {
  const { t } = useTranslation();
  const loadAddresses = useFeatureLoader(featureTokens.addresses);
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const id = useId();

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setState({ status: 'searching' });
    const { searchAddresses } = await loadAddresses();
    setState({ status: 'found', suggestions: await searchAddresses.suggest(text) });
  };

  const choose = async (suggestion: AddressSuggestion) => {
    const { searchAddresses } = await loadAddresses();
    const point = await searchAddresses.locate(suggestion.id);
    if (point === null) return;
    setText(suggestion.description);
    setState({ status: 'idle' });
    onFound(point);
  };

  return (
    <>
      <Row role="search" aria-label={t('addresses.map.search')} onSubmit={(event) => void search(event)}>
        <TextField id={id} label={t('addresses.map.search')} value={text} onChange={setText} error={null} />
        <SecondaryButton type="submit" disabled={state.status === 'searching'}>
          {t('addresses.map.searchButton')}
        </SecondaryButton>
      </Row>
      {state.status === 'found' && state.suggestions.length === 0 ? (
        <p role="status">{t('addresses.map.noAddressFound')}</p>
      ) : null}
      {state.status === 'found' && state.suggestions.length > 0 ? (
        <Suggestions aria-label={t('addresses.map.suggestions')}>
          {state.suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <SecondaryButton type="button" onClick={() => void choose(suggestion)}>
                {suggestion.description}
              </SecondaryButton>
            </li>
          ))}
        </Suggestions>
      ) : null}
    </>
  );
}
