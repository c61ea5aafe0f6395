import { useCallback, useRef, useState } from 'react';
import type { ProductRowInput, ProductRowProblems } from '@/domain/merchant-console/inventory-input';
import { sameOptionEntry } from '@/domain/merchant-console/product-option-entry';
import type { OptionList, ProductAddRow, RowMessageField } from './product-add-table.types';
import { useProductTableTexts } from './product-table-texts';

const emptyRow: ProductRowInput = {
  name: '',
  category: '',
  brand: '',
  color: '',
  size: '',
  price: '',
  description: '',
};

export type RowProblem = ProductRowProblems[keyof ProductRowProblems] | 'NOT_JPEG_OR_PNG' | 'PICTURE_TOO_LARGE';

/** The words of a rule a row broke, in the reader's language. */
export function useRowProblemText(): (problem: NonNullable<RowProblem>) => string {
  const { t } = useProductTableTexts();
  return (problem) => t(`problems.${problem}`);
}

/**
 * The rows and dropdown lists of a product-add table, as its owner keeps them: typing clears the message of that
 * field only, so what was typed and the other messages stay until the staff change them.
 */
export function useProductAddRows(initial: {
  readonly rows?: readonly ProductRowInput[];
  readonly options: Readonly<Record<OptionList, readonly string[]>>;
}) {
  const nextKey = useRef(1);
  const newKey = () => `row-${nextKey.current++}`;
  const [rows, setRows] = useState<readonly ProductAddRow[]>(() =>
    (initial.rows ?? [emptyRow]).map((values) => ({
      key: newKey(),
      values,
      pictureName: null,
      messages: {},
      state: 'editing' as const,
    })),
  );
  const [options, setOptions] = useState(initial.options);

  const update = useCallback((key: string, change: (row: ProductAddRow) => ProductAddRow) => {
    setRows((known) => known.map((row) => (row.key === key ? change(row) : row)));
  }, []);

  return {
    rows,
    options,
    /** Replaces the lists, e.g. when the store's own categories arrive; entries the staff added stay. */
    mergeOptions: useCallback((lists: Readonly<Record<OptionList, readonly string[]>>) => {
      setOptions((known) => ({
        category: [...new Set([...lists.category, ...known.category])],
        brand: [...new Set([...lists.brand, ...known.brand])],
        size: [...new Set([...lists.size, ...known.size])],
      }));
    }, []),
    change: (key: string, field: keyof ProductRowInput, value: string) =>
      update(key, (row) => ({
        ...row,
        values: { ...row.values, [field]: value },
        messages: without(row.messages, field),
      })),
    newRow: () =>
      setRows((known) => [
        ...known,
        { key: newKey(), values: emptyRow, pictureName: null, messages: {}, state: 'editing' },
      ]),
    removeRow: (key: string) => setRows((known) => known.filter((row) => row.key !== key)),
    addOption: (list: OptionList, value: string) =>
      setOptions((known) => (known[list].includes(value) ? known : { ...known, [list]: [...known[list], value] })),
    /** The entry leaves its list and every row still being edited that had it chosen. */
    deleteOption: (list: OptionList, value: string) => {
      setOptions((known) => ({ ...known, [list]: known[list].filter((option) => !sameOptionEntry(option, value)) }));
      setRows((known) =>
        known.map((row) =>
          row.state === 'editing' && row.values[list] !== '' && sameOptionEntry(row.values[list], value)
            ? { ...row, values: { ...row.values, [list]: '' }, messages: without(row.messages, list) }
            : row,
        ),
      );
    },
    setPicture: (key: string, pictureName: string | null, message?: string) =>
      update(key, (row) => ({
        ...row,
        pictureName,
        messages: message === undefined ? without(row.messages, 'picture') : { ...row.messages, picture: message },
      })),
    setMessages: (key: string, messages: ProductAddRow['messages']) => update(key, (row) => ({ ...row, messages })),
    /** One field's message, the others kept. */
    setMessage: (key: string, field: RowMessageField, message: string) =>
      update(key, (row) => ({ ...row, messages: { ...row.messages, [field]: message } })),
    setState: (key: string, state: ProductAddRow['state']) => update(key, (row) => ({ ...row, state })),
  };
}

function without(messages: ProductAddRow['messages'], field: RowMessageField): ProductAddRow['messages'] {
  const rest = { ...messages };
  delete rest[field];
  return rest;
}
