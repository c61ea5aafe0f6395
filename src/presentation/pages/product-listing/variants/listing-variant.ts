import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { useStorefrontConfig } from '../../../config/config-context';

/** What the configuration changes on a store's product list. */
export interface ListingVariant {
  /** Product cards with the picture large across the top and the whole description, never folded. */
  readonly largeCards: boolean;
  /** The store's description under its name in the header, not only in the info dialog. */
  readonly descriptionInHeader: boolean;
  /** The arena venue: kitchen banner, kitchen location line, pickup-location footer and the arena's own words. */
  readonly arena: boolean;
}

/**
 * The one place the product list switches on the layout. The spec names STANDARD_PLUS in both documents but
 * never says how it looks, so "plus" is decided here as more room for the food: large product cards (picture
 * on top, whole description) and the store's description in the header. STANDARD keeps the compact rows;
 * PROMINENT changes the checkout and the order confirmation, not this list, so it lists like STANDARD. The
 * arena is a flag of its own and goes with any layout.
 */
export function listingVariantOf(config: Pick<StorefrontConfig, 'layout' | 'arena'>): ListingVariant {
  const plus = config.layout === 'STANDARD_PLUS';
  return { largeCards: plus, descriptionInHeader: plus, arena: config.arena };
}

export function useListingVariant(): ListingVariant {
  return listingVariantOf(useStorefrontConfig());
}
