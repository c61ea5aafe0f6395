import type { Product } from '../catalogue/product';
import type { CartSelection } from './cart';

/** What the customer has picked so far on the details page; one option per variant group. */
export interface ProductChoices {
  readonly sizeId: string | null;
  readonly colorId: string | null;
  /** Variant group id → the option picked in it. */
  readonly variantOptionIds: Readonly<Record<string, string>>;
}

export const noChoices: ProductChoices = { sizeId: null, colorId: null, variantOptionIds: {} };

/** A choice still to make: the size, the colour, or one variant group by its name. */
export type MissingChoice =
  { readonly kind: 'SIZE' } | { readonly kind: 'COLOR' } | { readonly kind: 'VARIANT'; readonly name: string };

/** Every offered kind of choice needs one pick before the product can go into the cart. */
export function missingChoices(
  product: Pick<Product, 'sizes' | 'colors' | 'variants'>,
  choices: ProductChoices,
): readonly MissingChoice[] {
  const missing: MissingChoice[] = [];
  if (product.sizes.length > 0 && choices.sizeId === null) missing.push({ kind: 'SIZE' });
  if (product.colors.length > 0 && choices.colorId === null) missing.push({ kind: 'COLOR' });
  for (const variant of product.variants) {
    if (variant.options.length > 0 && choices.variantOptionIds[variant.id] === undefined) {
      missing.push({ kind: 'VARIANT', name: variant.name });
    }
  }
  return missing;
}

/** The picks as the cart keeps them. */
export function selectionOf(choices: ProductChoices): CartSelection {
  return {
    sizeId: choices.sizeId,
    colorId: choices.colorId,
    variantOptionIds: Object.values(choices.variantOptionIds),
  };
}
