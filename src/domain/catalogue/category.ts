export interface SubCategory {
  readonly id: string;
  readonly name: string;
}

/** A section of a store's menu, with its sub-sections in the merchant's order. */
export interface Category {
  readonly id: string;
  readonly name: string;
  readonly pictureUrl: string | null;
  readonly subCategories: readonly SubCategory[];
}
