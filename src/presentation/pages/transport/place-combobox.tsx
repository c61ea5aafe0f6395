import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shortestAddressSearch } from '@/application/addresses/search-addresses.use-case';
import type { AddressSuggestion } from '@/application/ports/address-search.port';
import { featureTokens } from '@/application/tokens';
import type { Coordinates } from '@/domain/catalogue/store';
import { useFeatureLoader } from '../../di/dependency-context';
import { errorIdOf, FieldFrame } from '../../components/fields/field-frame';

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0;
  border: 1px solid rgba(0, 0, 0, 0.3);
  border-radius: 8px;
  background: ${({ theme }) => theme.colours.background};
  li {
    min-height: 44px;
    display: flex;
    align-items: center;
    padding: 0 ${({ theme }) => theme.spacing(1)};
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
`;

/** Typing pauses this long before a search: one request per word typed, not per letter. */
export const placeSearchDelayMs = 250;

type SearchStatus = 'idle' | 'searching' | 'none';

/** A place the rider picked from the suggestions: what the driver reads, and where it is. */
export interface PickedPlace extends Coordinates {
  readonly description: string;
}

/**
 * A place field that finds places by name (the ARIA combobox pattern): typing suggests places from the host's
 * geocoder, arrows move through them, Enter or a click picks one, Escape closes the list. What was typed is the
 * caller's; a pick hands over the place's name and point.
 */
export function PlaceCombobox(props: {
  readonly id: string;
  readonly label: string;
  readonly listLabel: string;
  readonly value: string;
  readonly error: string | null;
  readonly onType: (text: string) => void;
  readonly onPick: (place: PickedPlace) => void;
}) {
  const { t } = useTranslation();
  const loadAddresses = useFeatureLoader(featureTokens.addresses);
  const [suggestions, setSuggestions] = useState<readonly AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<SearchStatus>('idle');
  // Each search gets a number: an answer to anything but the latest is dropped, so a slow one never wins.
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const listId = `${props.id}-places`;
  const statusId = `${props.id}-status`;

  const search = (text: string) => {
    const asked = ++latest.current;
    clearTimeout(timer.current);
    setOpen(false);
    setActive(-1);
    if (text.trim().length < shortestAddressSearch) {
      setStatus('idle');
      return;
    }
    setStatus('searching');
    timer.current = setTimeout(() => {
      void loadAddresses()
        .then(({ searchAddresses }) => searchAddresses.suggest(text))
        .then((found) => {
          if (asked !== latest.current) return;
          setSuggestions(found);
          setOpen(found.length > 0);
          setStatus(found.length > 0 ? 'idle' : 'none');
        });
    }, placeSearchDelayMs);
  };

  const pick = async (suggestion: AddressSuggestion) => {
    latest.current++;
    setOpen(false);
    setActive(-1);
    const { searchAddresses } = await loadAddresses();
    const point = await searchAddresses.locate(suggestion.id);
    if (point === null) {
      setStatus('none');
      return;
    }
    setStatus('idle');
    props.onPick({ description: suggestion.description, ...point });
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) => (current === -1 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && open) {
      // Enter picks; it never sends the booking form with a half-typed place.
      event.preventDefault();
      const chosen = suggestions[active === -1 ? 0 : active];
      if (chosen) void pick(chosen);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not a dialog the field may sit in.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const describedBy = [props.error !== null ? errorIdOf(props.id) : null, status !== 'idle' ? statusId : null]
    .filter((id) => id !== null)
    .join(' ');
  return (
    <FieldFrame inputId={props.id} label={props.label} error={props.error}>
      <input
        id={props.id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && active !== -1 ? `${listId}-${active}` : undefined}
        aria-invalid={props.error !== null}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        value={props.value}
        onChange={(event) => {
          props.onType(event.target.value);
          search(event.target.value);
        }}
        onKeyDown={keyDown}
        onBlur={() => setOpen(false)}
      />
      {open ? (
        <Options id={listId} role="listbox" aria-label={props.listLabel}>
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.id}-${suggestion.description}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // The input keeps the focus (and its list) while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void pick(suggestion)}
            >
              {suggestion.description}
            </li>
          ))}
        </Options>
      ) : null}
      {/* Always there, so a screen reader hears what it comes to say. */}
      <span id={statusId} role="status">
        {status === 'searching'
          ? t('rides.form.searchingPlaces')
          : status === 'none'
            ? t('rides.form.noPlaceFound')
            : ''}
      </span>
    </FieldFrame>
  );
}
