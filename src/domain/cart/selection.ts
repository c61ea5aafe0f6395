import type { CartSelection } from './cart';

/** A product bought as it comes, without a size, a colour or variant options. */
export const noSelection: CartSelection = { sizeId: null, colorId: null, variantOptionIds: [] };

/** The same selection whatever order the options were picked in, each option once. */
export function normalisedSelection(selection: CartSelection): CartSelection {
  return {
    sizeId: selection.sizeId,
    colorId: selection.colorId,
    variantOptionIds: [...new Set(selection.variantOptionIds)].sort(),
  };
}

export function isSameSelection(first: CartSelection, second: CartSelection): boolean {
  const a = normalisedSelection(first);
  const b = normalisedSelection(second);
  return (
    a.sizeId === b.sizeId &&
    a.colorId === b.colorId &&
    a.variantOptionIds.length === b.variantOptionIds.length &&
    a.variantOptionIds.every((id, index) => id === b.variantOptionIds[index])
  );
}

/**
 * The key of a cart line: one line per product and selection. JSON keeps ids apart whatever characters
 * they contain, so two different selections never share a key.
 */
export function cartLineId(productQueryId: string, selection: CartSelection): string {
  const { sizeId, colorId, variantOptionIds } = normalisedSelection(selection);
  return JSON.stringify([productQueryId, sizeId, colorId, variantOptionIds]);
}
