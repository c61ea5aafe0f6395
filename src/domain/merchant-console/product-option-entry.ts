import { inventoryLimits, type FieldProblem } from './inventory-input';

/** The product-add table's dropdowns with add-new and delete. */
export type ProductOptionList = 'category' | 'brand' | 'size';

const lengthLimits: Readonly<Record<ProductOptionList, number>> = {
  category: inventoryLimits.categoryLength,
  brand: inventoryLimits.brandLength,
  size: inventoryLimits.sizeLength,
};

export type OptionEntryReading =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly problem: Extract<FieldProblem, 'REQUIRED' | 'TOO_LONG'> };

/**
 * An entry of a dropdown as the store keeps it: its text without the spaces around it, at most as long as a
 * product's field of that list may be (so no entry is asked about that no product could have).
 */
export function readOptionEntry(list: ProductOptionList, value: string): OptionEntryReading {
  const kept = value.trim();
  if (kept === '') return { ok: false, problem: 'REQUIRED' };
  if (kept.length > lengthLimits[list]) return { ok: false, problem: 'TOO_LONG' };
  return { ok: true, value: kept };
}

/** Whether two entries are the same one: the server compares them without case, the Finnish way. */
export function sameOptionEntry(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('fi') === b.trim().toLocaleLowerCase('fi');
}
