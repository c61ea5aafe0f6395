import { priceAfterPromotion } from '@/domain/pricing/promotion';
import type { NewMenu, NewProduct } from '../../catalogue/index';
import { seededPictureUrl } from '../product-picture';

/** Finnish VAT in 2026: food 13.5 %, everything else 25.5 %. */
export const vat = { food: 13.5, general: 25.5 } as const;

export interface ItemOptions {
  description?: string;
  tax?: number;
  /** The product's own rate (tax) is not the one it is sold at: the default, general rate is. */
  soldAtDefaultTax?: boolean;
  /** Units left; absent means unlimited stock. */
  stock?: number;
  /** An unlimited product the merchant switched off. */
  soldOut?: boolean;
  /** Percentage off. */
  discountPercent?: number;
  /** Amount off in cents. */
  flatOff?: number;
  sizes?: string[];
  colors?: string[];
  variants?: { name: string; options: string[] }[];
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A seeded product; its query id is derived from the store and the name so seeds are stable. */
export function item(storeQueryId: string, name: string, cost: number, options: ItemOptions = {}): NewProduct {
  const queryId = `${storeQueryId}--${slug(name)}`;
  const promotion: NewProduct['promotion'] =
    options.discountPercent !== undefined
      ? { promotion_nature: 'discount', promotion_amount: options.discountPercent }
      : options.flatOff !== undefined
        ? { promotion_nature: 'flat', promotion_amount: options.flatOff }
        : null;
  const choices = (prefix: string, names: string[] = []) =>
    names.map((choice) => ({ id: `${queryId}--${prefix}-${slug(choice)}`, name: choice }));
  return {
    query_id: queryId,
    name,
    description: options.description ?? '',
    cost,
    cost_after_discount: priceAfterPromotion(
      cost,
      promotion && { nature: promotion.promotion_nature, amount: promotion.promotion_amount },
    ),
    promotion,
    tax_percent: options.tax ?? vat.food,
    tax_percent_applicable: !options.soldAtDefaultTax,
    default_tax_percent: vat.general,
    product_available_quantity: options.stock ?? 0,
    unlimited: options.stock === undefined,
    unlimited_out_of_stock: options.soldOut ?? false,
    product_sizes: choices('size', options.sizes),
    product_colors: choices('color', options.colors),
    variants: (options.variants ?? []).map((variant) => ({
      id: `${queryId}--variant-${slug(variant.name)}`,
      name: variant.name,
      options: choices(`option-${slug(variant.name)}`, variant.options),
    })),
    // The same drawing serves the list's thumbnail and the zoom dialog: it is a vector, sharp at both sizes.
    pictures: [{ image_thumb_url: seededPictureUrl(queryId), image_original_url: seededPictureUrl(queryId) }],
  };
}

export interface SectionSpec {
  name: string;
  subSections: { name: string; items: NewProduct[] }[];
}

/** A store's menu from its sections; category and sub-category ids are derived from the store and the names. */
export function menu(companyQueryId: string, sections: SectionSpec[]): NewMenu {
  return {
    companyQueryId,
    categories: sections.map((section) => {
      const categoryId = `${companyQueryId}--${slug(section.name)}`;
      return {
        id: categoryId,
        name: section.name,
        pictureThumbUrl: null,
        subCategories: section.subSections.map((sub) => ({
          id: `${categoryId}--${slug(sub.name)}`,
          name: sub.name,
          products: sub.items,
        })),
      };
    }),
  };
}
