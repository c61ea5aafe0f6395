import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { OptionList } from './product-add-table.types';
import { useProductTableTexts } from './product-table-texts';

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  select,
  input {
    min-height: 40px;
    min-width: 8rem;
    border: 1px solid #767676;
    border-radius: 6px;
    font: inherit;
  }
`;

const SmallButton = styled.button`
  min-height: 40px;
  min-width: 40px;
  padding: 0 8px;
  border: 1px solid #767676;
  border-radius: 6px;
  background: white;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

export interface OptionPickerProps {
  readonly list: OptionList;
  /** 1-based, for the labels that tell rows apart. */
  readonly row: number;
  readonly label: string;
  readonly value: string;
  readonly options: readonly string[];
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly onChange: (value: string) => void;
  readonly onAddOption: (value: string) => void;
  readonly onDeleteOption: (value: string) => void;
}

/**
 * A dropdown of the table with add-new (a text field opens beside it; Enter saves, Escape cancels) and delete
 * (asks the owner to take the chosen entry off the list; the owner clears it from the rows once it is gone).
 */
export function OptionPicker(props: OptionPickerProps) {
  const { t } = useProductTableTexts();
  const id = useId();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  // Set by the delete button: once the owner has cleared the entry, the button is gone, so the dropdown takes the keys.
  const deleting = useRef(false);
  useEffect(() => {
    if (!deleting.current || props.value !== '') return;
    deleting.current = false;
    select.current?.focus();
  }, [props.value]);
  // The field and its buttons go away on closing: the keyboard goes back to the dropdown, not to the page's start.
  const close = () => {
    setDraft('');
    setAdding(false);
    requestAnimationFrame(() => select.current?.focus());
  };
  const choices =
    props.value !== '' && !props.options.includes(props.value) ? [...props.options, props.value] : props.options;

  const save = () => {
    const value = draft.trim();
    if (value !== '') {
      props.onAddOption(value);
      props.onChange(value);
    }
    close();
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      close();
    }
  };

  return (
    <Picker>
      <select
        ref={select}
        id={id}
        aria-label={props.label}
        value={props.value}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{t('noChoice')}</option>
        {choices.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {adding ? (
        <>
          <input
            aria-label={t(`addOptionLabel_${props.list}`, { row: props.row })}
            value={draft}
            // Opened by the staff's own click, so the field they asked for takes the keys at once.
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={keys}
          />
          <SmallButton type="button" onClick={save}>
            {t('saveOption')}
          </SmallButton>
          <SmallButton type="button" onClick={close}>
            {t('cancelOption')}
          </SmallButton>
        </>
      ) : (
        <SmallButton
          type="button"
          aria-label={t(`addNewOf_${props.list}`, { row: props.row })}
          title={t('addOption')}
          onClick={() => setAdding(true)}
        >
          {t('addOption')}
        </SmallButton>
      )}
      {props.value !== '' ? (
        <SmallButton
          type="button"
          aria-label={t(`deleteOf_${props.list}`, { row: props.row, value: props.value })}
          onClick={() => {
            deleting.current = true;
            props.onDeleteOption(props.value);
          }}
        >
          {t('delete')}
        </SmallButton>
      ) : null}
    </Picker>
  );
}
