import { useId, useRef } from 'react';
import styled from 'styled-components';
import type { ProductRowInput } from '@/domain/merchant-console/inventory-input';
import { OptionPicker } from './option-picker';
import type { OptionList, ProductAddTableProps, ProductAddRow, RowMessageField } from './product-add-table.types';
import { useProductTableTexts } from './product-table-texts';

const Scroller = styled.div`
  overflow-x: auto;
  border-radius: 8px;
  background: white;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.primary};
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: 1100px;
  width: 100%;
  caption {
    text-align: start;
    font-weight: 700;
    padding: 8px;
  }
  th,
  td {
    padding: 6px;
    border-bottom: 1px solid rgba(0, 0, 0, 0.12);
    text-align: start;
    vertical-align: top;
  }
  input:not([type='color']),
  textarea {
    min-height: 40px;
    width: 100%;
    min-width: 7rem;
    box-sizing: border-box;
    border: 1px solid #767676;
    border-radius: 6px;
    font: inherit;
  }
  /* No colour chosen: the picker holds black only because it must hold some colour, so its swatch is not drawn
     and a struck-through box says "none" beside the words. */
  input[type='color'][data-chosen='false'] {
    background: linear-gradient(to top right, white 46%, #767676 46%, #767676 54%, white 54%);
  }
  input[type='color'][data-chosen='false']::-webkit-color-swatch {
    visibility: hidden;
  }
  input[type='color'][data-chosen='false']::-moz-color-swatch {
    visibility: hidden;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colours.error};
  }
`;

const Message = styled.span`
  display: block;
  color: ${({ theme }) => theme.colours.error};
  font-size: 0.875rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Button = styled.button<{ $primary?: boolean }>`
  min-height: 40px;
  padding: 0 12px;
  border-radius: 6px;
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.colours.primary : '#767676')};
  background: ${({ theme, $primary }) => ($primary ? theme.colours.primary : 'white')};
  color: ${({ theme, $primary }) => ($primary ? theme.colours.onPrimary : theme.colours.text)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

const Hint = styled.p`
  margin: 4px 0;
  font-size: 0.875rem;
`;

/** The columns in the spec's order. */
const columns = ['name', 'category', 'brand', 'color', 'size', 'price', 'description', 'actions'] as const;

/**
 * The spec's product-add table: Product Name, Category, Brand, Color, Size, Price, Description and Actions
 * (Upload Image, Add), dropdowns with add-new and delete, a colour picker. It only shows what it is given and
 * tells its owner what the staff did: the console saves rows to the server, the prototype keeps them in the page.
 */
export function ProductAddTable(props: ProductAddTableProps) {
  const { t } = useProductTableTexts();
  const hintId = useId();
  return (
    <>
      <Hint id={hintId}>{t('scrollHint')}</Hint>
      {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen. */}
      <Scroller tabIndex={0} role="region" aria-label={t('caption')} aria-describedby={hintId}>
        <Table>
          <caption>{t('caption')}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row, index) => (
              <TableRow key={row.key} row={row} number={index + 1} table={props} />
            ))}
          </tbody>
        </Table>
      </Scroller>
      <Buttons>
        <Button type="button" onClick={() => props.onNewRow()}>
          {t('newRow')}
        </Button>
      </Buttons>
    </>
  );
}

function TableRow(props: {
  readonly row: ProductAddRow;
  readonly number: number;
  readonly table: ProductAddTableProps;
}) {
  const { t } = useProductTableTexts();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { row, number, table } = props;
  const locked = row.state !== 'editing';
  const addText = row.state === 'adding' ? t('adding') : row.state === 'added' ? t('added') : t('add');
  const labelOf = (field: keyof ProductRowInput) => t('fieldInRow', { field: t(`columns.${field}`), row: number });
  const messageId = (field: RowMessageField) => `${id}-${field}-message`;
  const described = (field: RowMessageField) => (row.messages[field] === undefined ? undefined : messageId(field));
  const message = (field: RowMessageField) =>
    row.messages[field] === undefined ? null : (
      <Message id={messageId(field)} role="alert">
        {row.messages[field]}
      </Message>
    );
  const text = (field: 'name' | 'price' | 'description', extra: { inputMode?: 'decimal' } = {}) => (
    <td>
      <input
        aria-label={labelOf(field)}
        value={row.values[field]}
        readOnly={locked}
        aria-invalid={row.messages[field] !== undefined}
        aria-describedby={described(field)}
        onChange={(event) => table.onChange(row.key, field, event.target.value)}
        {...extra}
      />
      {message(field)}
    </td>
  );
  const picker = (list: OptionList) => (
    <td>
      <OptionPicker
        list={list}
        row={number}
        label={labelOf(list)}
        value={row.values[list]}
        options={table.options[list]}
        invalid={row.messages[list] !== undefined}
        describedBy={described(list)}
        onChange={(value) => table.onChange(row.key, list, value)}
        onAddOption={(value) => table.onAddOption(list, value)}
        onDeleteOption={(value) => table.onDeleteOption(list, value, row.key)}
      />
      {message(list)}
    </td>
  );

  return (
    <tr>
      {text('name')}
      {picker('category')}
      {picker('brand')}
      <td>
        <Buttons>
          <input
            type="color"
            aria-label={labelOf('color')}
            value={row.values.color === '' ? '#000000' : row.values.color}
            data-chosen={row.values.color !== ''}
            disabled={locked}
            aria-describedby={[`${id}-colour-chosen`, described('color')].filter(Boolean).join(' ')}
            onChange={(event) => table.onChange(row.key, 'color', event.target.value)}
          />
          <span id={`${id}-colour-chosen`}>{row.values.color === '' ? t('noColour') : row.values.color}</span>
          {row.values.color !== '' && !locked ? (
            <Button
              type="button"
              aria-label={t('clearColour', { row: number })}
              onClick={() => table.onChange(row.key, 'color', '')}
            >
              {t('clear')}
            </Button>
          ) : null}
        </Buttons>
        {message('color')}
      </td>
      {picker('size')}
      {text('price', { inputMode: 'decimal' })}
      {text('description')}
      <td>
        <Buttons>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) table.onUploadImage(row.key, file);
              event.target.value = '';
            }}
          />
          <Button
            type="button"
            aria-label={t('inRow', { action: t('uploadImage'), row: number })}
            disabled={locked}
            aria-describedby={described('picture')}
            onClick={() => fileInput.current?.click()}
          >
            {t('uploadImage')}
          </Button>
          <Button
            type="button"
            $primary
            aria-label={t('inRow', { action: addText, row: number })}
            disabled={locked}
            onClick={() => table.onAdd(row.key)}
          >
            {addText}
          </Button>
          {row.state !== 'adding' ? (
            <Button
              type="button"
              aria-label={t('removeRow', { row: number })}
              onClick={() => table.onRemoveRow(row.key)}
            >
              {t('delete')}
            </Button>
          ) : null}
        </Buttons>
        {row.pictureName !== null ? <Hint>{t('pictureChosen', { name: row.pictureName })}</Hint> : null}
        {message('picture')}
      </td>
    </tr>
  );
}
