import type { Category, SubCategory } from '@/domain/catalogue/category';
import type { Product } from '@/domain/catalogue/product';

/** The route's word for every category or sub-category. */
export const everyId = 'ALL';
/** The route's word for "pick the first one for me". */
export const firstId = '-1';

export interface ListingSelection {
  readonly categoryId: string;
  readonly subCategoryId: string;
}

/**
 * Where a -1 in the route leads: the first category and its first sub-category (or only the first
 * sub-category of the named category). Null when the route names no -1 and stays as it is. A store without
 * categories or sub-categories falls back to ALL.
 */
export function selectionForFirst(
  categories: readonly Category[],
  selection: ListingSelection,
): ListingSelection | null {
  if (selection.categoryId === firstId) {
    const first = categories[0];
    return first
      ? { categoryId: first.id, subCategoryId: first.subCategories[0]?.id ?? everyId }
      : { categoryId: everyId, subCategoryId: everyId };
  }
  if (selection.subCategoryId === firstId) {
    const category = categories.find((candidate) => candidate.id === selection.categoryId);
    return { categoryId: selection.categoryId, subCategoryId: category?.subCategories[0]?.id ?? everyId };
  }
  return null;
}

/** The sub-categories offered as chips: those of the chosen category; none while every category shows. */
export function subCategoriesOf(categories: readonly Category[], categoryId: string): readonly SubCategory[] {
  return categories.find((category) => category.id === categoryId)?.subCategories ?? [];
}

/** The selection a category chip leads to: that category and its first sub-category; ALL leads to ALL/ALL. */
export function selectionForCategory(categories: readonly Category[], categoryId: string): ListingSelection {
  if (categoryId === everyId) return { categoryId: everyId, subCategoryId: everyId };
  return { categoryId, subCategoryId: subCategoriesOf(categories, categoryId)[0]?.id ?? everyId };
}

export interface ProductGroup {
  readonly subCategoryId: string;
  /** The sub-category's name, or null when the menu does not name it. */
  readonly title: string | null;
  readonly products: readonly Product[];
}

/** The products by sub-category, in the order the page lists them, each group titled from the menu. */
export function groupBySubCategory(products: readonly Product[], categories: readonly Category[]): ProductGroup[] {
  const names = new Map(categories.flatMap((category) => category.subCategories.map((sub) => [sub.id, sub.name])));
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    const group = groups.get(product.subCategoryId) ?? [];
    group.push(product);
    groups.set(product.subCategoryId, group);
  }
  return [...groups].map(([subCategoryId, grouped]) => ({
    subCategoryId,
    title: names.get(subCategoryId) ?? null,
    products: grouped,
  }));
}
