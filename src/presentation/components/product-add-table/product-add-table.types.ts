import type { ProductRowField, ProductRowInput } from '@/domain/merchant-console/inventory-input';

/** The lists of the table's dropdowns, each with add-new and delete. */
export type OptionList = 'category' | 'brand' | 'size';

/** What a message beside a field belongs to: a field of the row, or its picture. */
export type RowMessageField = ProductRowField | 'picture';

/** One row of the table as its owner holds it. */
export interface ProductAddRow {
  /** Stable across edits, for React and for the callbacks. */
  readonly key: string;
  readonly values: ProductRowInput;
  /** The chosen picture's file name, once one is taken. */
  readonly pictureName: string | null;
  /** Words shown beside a field (already in the reader's language): a rule broken, or the server's refusal. */
  readonly messages: Partial<Record<RowMessageField, string>>;
  readonly state: 'editing' | 'adding' | 'added';
}

export interface ProductAddTableProps {
  readonly rows: readonly ProductAddRow[];
  readonly options: Readonly<Record<OptionList, readonly string[]>>;
  readonly onChange: (rowKey: string, field: keyof ProductRowInput, value: string) => void;
  readonly onUploadImage: (rowKey: string, file: File) => void;
  readonly onAdd: (rowKey: string) => void;
  readonly onNewRow: () => void;
  readonly onRemoveRow: (rowKey: string) => void;
  readonly onAddOption: (list: OptionList, value: string) => void;
  /**
   * The staff deleted the chosen entry of a row's dropdown. The owner decides what follows (the entry leaves the
   * list and the rows, or a refusal shows beside the row's field), so the table changes nothing itself.
   */
  readonly onDeleteOption: (list: OptionList, value: string, rowKey: string) => void;
}
