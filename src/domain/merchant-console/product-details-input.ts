import { inventoryLimits, type FieldProblem } from './inventory-input';
import type { StoreProduct } from './store-product';

/** The sizes or colours one product lists at most (the merchant contract says the same). */
export const largestOptionList = 50;

/** What the console's edit form holds, as typed: the product-add table's texts, the sizes and colours one a line. */
export interface ProductDetailsInput {
  readonly name: string;
  readonly category: string;
  readonly brand: string;
  readonly description: string;
  /** One size a line: a size may hold a comma ("0,5 l"). */
  readonly sizes: string;
  /** One colour a line, by its name. */
  readonly colors: string;
}

export type ProductDetailsField = keyof ProductDetailsInput;
export type ProductDetailsProblems = Partial<Record<ProductDetailsField, FieldProblem>>;

/** A product's details as the edit form sends them: trimmed, empty lines and repeats left out. */
export interface ProductDetails {
  readonly name: string;
  readonly category: string;
  readonly brand: string | null;
  readonly description: string;
  readonly sizes: readonly string[];
  readonly colors: readonly string[];
}

export type ProductDetailsReading =
  | { readonly ok: true; readonly details: ProductDetails }
  | { readonly ok: false; readonly problems: ProductDetailsProblems };

/** The form filled with the product as stored. */
export function detailsInputOf(product: StoreProduct): ProductDetailsInput {
  return {
    name: product.name,
    category: product.categoryName,
    brand: product.brand ?? '',
    description: product.description,
    sizes: product.sizes.join('\n'),
    colors: product.colors.join('\n'),
  };
}

/** The lines of a list field, trimmed, each once (without case), empty ones left out. */
export function optionLines(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => {
      const key = line.toLocaleLowerCase('fi');
      if (line === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * The edit form read by the product-add table's rules: a name and a category, texts within their limits, and at
 * most largestOptionList sizes and colours of a size's length each.
 */
export function readProductDetails(input: ProductDetailsInput): ProductDetailsReading {
  const problems: { -readonly [K in ProductDetailsField]?: FieldProblem } = {};
  const limits: ReadonlyArray<readonly [Exclude<ProductDetailsField, 'sizes' | 'colors'>, number]> = [
    ['name', inventoryLimits.nameLength],
    ['category', inventoryLimits.categoryLength],
    ['brand', inventoryLimits.brandLength],
    ['description', inventoryLimits.descriptionLength],
  ];
  for (const [field, limit] of limits) {
    if (input[field].trim().length > limit) problems[field] = 'TOO_LONG';
  }
  if (input.name.trim() === '') problems.name = 'REQUIRED';
  if (input.category.trim() === '') problems.category = 'REQUIRED';
  const sizes = optionLines(input.sizes);
  const colors = optionLines(input.colors);
  const tooLong = (lines: readonly string[]) =>
    lines.length > largestOptionList || lines.some((line) => line.length > inventoryLimits.sizeLength);
  if (tooLong(sizes)) problems.sizes = 'TOO_LONG';
  if (tooLong(colors)) problems.colors = 'TOO_LONG';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const brand = input.brand.trim();
  return {
    ok: true,
    details: {
      name: input.name.trim(),
      category: input.category.trim(),
      brand: brand === '' ? null : brand,
      description: input.description.trim(),
      sizes,
      colors,
    },
  };
}
