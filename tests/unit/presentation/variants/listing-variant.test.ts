import { listingVariantOf } from '@/presentation/pages/product-listing/variants/listing-variant';
import { arenaReplacedKeys, venueTextKey } from '@/presentation/components/venue/venue-texts';
import { localeText } from '../../../support/locale-files';

describe('listingVariantOf', () => {
  it.each([
    ['STANDARD', false],
    ['PROMINENT', false],
    ['STANDARD_PLUS', true],
  ] as const)('%s has large cards and the description in the header: %p', (layout, plus) => {
    expect(listingVariantOf({ layout, arena: false })).toEqual({
      largeCards: plus,
      descriptionInHeader: plus,
      arena: false,
    });
  });

  it('takes the arena flag with any layout', () => {
    expect(listingVariantOf({ layout: 'STANDARD_PLUS', arena: true }).arena).toBe(true);
    expect(listingVariantOf({ layout: 'STANDARD', arena: true }).arena).toBe(true);
  });
});

describe('venueTextKey', () => {
  it('keeps the generic key outside the arena', () => {
    expect(venueTextKey('catalog.conflictTitle', false)).toBe('catalog.conflictTitle');
  });

  it("picks the arena's own key in the arena, and the generic one where the arena has none", () => {
    expect(venueTextKey('catalog.conflictTitle', true)).toBe('arena.texts.conflictTitle');
    expect(venueTextKey('catalog.listing.empty', true)).toBe('catalog.listing.empty');
  });

  it.each(arenaReplacedKeys)('%s and its arena replacement have English and Finnish texts', (key) => {
    for (const language of ['en', 'fi'] as const) {
      expect(localeText(language, key)).not.toBe('');
      expect(localeText(language, venueTextKey(key, true))).not.toBe(localeText(language, key));
    }
  });
});
