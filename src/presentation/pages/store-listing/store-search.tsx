import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { storeSearchLength } from '@/domain/catalogue/store-search';
import { applyInputFilter, applyInputFilterPerCharacter } from '@/domain/validation/input-filter';
import { useTypedBeforeStart } from '../../components/fields/use-typed-before-start';

/** Long enough to let a word be typed, short enough to feel live. */
export const storeSearchDebounceMs = 300;

const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing(1.5)};
  border-radius: 8px;
  border: 1px solid rgba(0, 0, 0, 0.25);
  font: inherit;
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

export interface StoreSearchProps {
  /** The search in effect (from the address); the field follows it when it changes from outside. */
  readonly value: string;
  /** Keep it stable (useCallback): a new function restarts the pause. */
  readonly onSearch: (search: string) => void;
}

/** The store search field: letters, digits and spaces only; the search starts once typing pauses. */
export function StoreSearch(props: StoreSearchProps) {
  const { t } = useTranslation();
  const { value, onSearch } = props;
  const [text, setText] = useState(value);
  const [followed, setFollowed] = useState(value);
  const [sent, setSent] = useState(value);
  const field = useRef<HTMLInputElement>(null);
  const typed = (next: string) => setText((previous) => applyInputFilter('alphanumericWithSpace', previous, next));
  // Typed before the app took the field over: each keystroke judged as it would have been ("piz#za" keeps "pizza").
  useTypedBeforeStart(field, text, (before) => setText(applyInputFilterPerCharacter('alphanumericWithSpace', before)));
  // A new industry clears the search from outside; the field follows without an effect's extra render. The
  // echo of its own search is not followed: letters typed since it was sent would be lost.
  if (value !== followed) {
    setFollowed(value);
    if (value !== sent) setText(value);
  }

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => {
      setSent(text);
      onSearch(text);
    }, storeSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Input
      type="search"
      aria-label={t('storeSearch.label')}
      placeholder={t('storeSearch.placeholder')}
      ref={field}
      maxLength={storeSearchLength}
      value={text}
      onChange={(event) => typed(event.target.value)}
    />
  );
}
