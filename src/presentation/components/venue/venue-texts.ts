import { useStorefrontConfig } from '../../config/config-context';

/**
 * Generic texts whose words are wrong at an arena venue (it has a kitchen and pickup locations, not a store or
 * a restaurant), and the arena's own words for them.
 */
const arenaTextKeys: Readonly<Record<string, string>> = {
  'catalog.conflictTitle': 'arena.texts.conflictTitle',
  'catalog.listing.categories': 'arena.texts.categories',
  'catalog.listing.productsLabel': 'arena.texts.productsLabel',
  'tracking.statusMessage.pending': 'arena.texts.statusPending',
  'tracking.statusMessage.dispatched': 'arena.texts.statusDispatched',
};

/** The i18n key to show for a generic key: the arena's own when the arena flag is on and it has one. */
export function venueTextKey(key: string, arena: boolean): string {
  return arena ? (arenaTextKeys[key] ?? key) : key;
}

/** The keys the arena replaces, for the locale tests. */
export const arenaReplacedKeys: readonly string[] = Object.keys(arenaTextKeys);

export function useVenueTextKey(): (key: string) => string {
  const { arena } = useStorefrontConfig();
  return (key) => venueTextKey(key, arena);
}
