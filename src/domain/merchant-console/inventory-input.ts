import { moneyFromDecimal, minorUnitsPerMajorUnit, type Money } from '../pricing/money';
import { isCount, isMoneyAmount } from '../validation/amounts';
import type { StockAndPrice } from './store-product';

/** The server's limits on what the staff type (the merchant products contract says the same). */
export const inventoryLimits = {
  maxPrice: 10_000_000,
  maxStock: 1_000_000,
  nameLength: 200,
  categoryLength: 100,
  brandLength: 100,
  sizeLength: 50,
  descriptionLength: 2_000,
  /**
   * The products one store may hold: many times a large menu, so the console lists them all; the product-add table
   * is refused beyond.
   */
  productsPerStore: 2_000,
  /**
   * The categories (menu sections) one store may hold: a menu of a few dozen is a big one. The customer's menu and
   * the console list them all; a product naming a new category beyond is refused.
   */
  categoriesPerStore: 500,
} as const;

export type FieldProblem = 'REQUIRED' | 'NOT_A_PRICE' | 'NOT_A_COUNT' | 'TOO_LARGE' | 'TOO_LONG' | 'NOT_A_COLOUR';

export type PriceReading =
  { readonly ok: true; readonly price: Money } | { readonly ok: false; readonly problem: FieldProblem };

/**
 * A price as the staff type it, in the currency's major unit with a point or a comma ("14,90", "14.9", "3"):
 * at most two decimals, never below zero. Read digit by digit, so 14,90 is 1490 minor units exactly.
 */
export function readPrice(text: string): PriceReading {
  const written = text.trim().replace(',', '.');
  if (written === '') return { ok: false, problem: 'REQUIRED' };
  if (!isMoneyAmount(written)) return { ok: false, problem: 'NOT_A_PRICE' };
  const price = moneyFromDecimal(written);
  if (price === null) return { ok: false, problem: 'NOT_A_PRICE' };
  if (price > inventoryLimits.maxPrice) return { ok: false, problem: 'TOO_LARGE' };
  return { ok: true, price };
}

/** A price as the staff edit it: the major unit with two decimals ("14.90"). */
export function priceText(price: Money): string {
  const whole = Math.floor(price / minorUnitsPerMajorUnit);
  const cents = String(price % minorUnitsPerMajorUnit).padStart(2, '0');
  return `${whole}.${cents}`;
}

/** What the inventory's edit form holds, as typed. */
export interface StockAndPriceInput {
  readonly price: string;
  readonly stock: string;
  readonly unlimited: boolean;
  readonly offSale: boolean;
}

export type StockAndPriceProblems = Partial<Record<'price' | 'stock', FieldProblem>>;

export type StockAndPriceReading =
  | { readonly ok: true; readonly change: StockAndPrice }
  | { readonly ok: false; readonly problems: StockAndPriceProblems };

/**
 * The edit form read as a change: a price, and a whole count of units when the stock is counted (an unlimited
 * stock keeps its last count, which is not used while unlimited).
 */
export function readStockAndPrice(input: StockAndPriceInput, lastCount: number): StockAndPriceReading {
  const problems: { price?: FieldProblem; stock?: FieldProblem } = {};
  const price = readPrice(input.price);
  if (!price.ok) problems.price = price.problem;
  let stock = lastCount;
  if (!input.unlimited) {
    const written = input.stock.trim();
    if (written === '') problems.stock = 'REQUIRED';
    else if (!isCount(written)) problems.stock = 'NOT_A_COUNT';
    else if (Number(written) > inventoryLimits.maxStock) problems.stock = 'TOO_LARGE';
    else stock = Number(written);
  }
  if (!price.ok || problems.stock !== undefined) return { ok: false, problems };
  return {
    ok: true,
    change: { price: price.price, stock, unlimited: input.unlimited, offSale: input.unlimited && input.offSale },
  };
}

/** One row of the product-add table, as typed. */
export interface ProductRowInput {
  readonly name: string;
  readonly category: string;
  readonly brand: string;
  /** As the colour picker gives it (#rrggbb); empty for none. */
  readonly color: string;
  readonly size: string;
  readonly price: string;
  readonly description: string;
}

export type ProductRowField = keyof ProductRowInput;
export type ProductRowProblems = Partial<Record<ProductRowField, FieldProblem>>;

/** A product to add, read from its row. */
export interface NewProduct {
  readonly name: string;
  readonly category: string;
  readonly brand: string | null;
  readonly color: string | null;
  readonly size: string | null;
  readonly price: Money;
  readonly description: string;
}

export type ProductRowReading =
  { readonly ok: true; readonly product: NewProduct } | { readonly ok: false; readonly problems: ProductRowProblems };

const textLimits: ReadonlyArray<readonly [ProductRowField, number]> = [
  ['name', inventoryLimits.nameLength],
  ['category', inventoryLimits.categoryLength],
  ['brand', inventoryLimits.brandLength],
  ['size', inventoryLimits.sizeLength],
  ['description', inventoryLimits.descriptionLength],
];

/**
 * A row of the product-add table read as a product: the name (the spec: "Required" when empty) and the category
 * must be given, the price is read as readPrice reads it, the colour is the picker's #rrggbb; spaces around
 * the texts do not count.
 */
export function readProductRow(row: ProductRowInput): ProductRowReading {
  const problems: { -readonly [K in ProductRowField]?: FieldProblem } = {};
  for (const [field, limit] of textLimits) {
    if (row[field].trim().length > limit) problems[field] = 'TOO_LONG';
  }
  if (row.name.trim() === '') problems.name = 'REQUIRED';
  if (row.category.trim() === '') problems.category = 'REQUIRED';
  if (row.color !== '' && !/^#[0-9a-fA-F]{6}$/.test(row.color)) problems.color = 'NOT_A_COLOUR';
  const price = readPrice(row.price);
  if (!price.ok) problems.price = price.problem;
  if (!price.ok || Object.keys(problems).length > 0) return { ok: false, problems };
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    ok: true,
    product: {
      name: row.name.trim(),
      category: row.category.trim(),
      brand: optional(row.brand),
      color: optional(row.color),
      size: optional(row.size),
      price: price.price,
      description: row.description.trim(),
    },
  };
}
