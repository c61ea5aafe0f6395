import type { Page } from '@playwright/test';

/** Two places of the example transport host (Helsinki) a rider books between. */
export const kamppi = { description: 'Kamppi, Helsinki', lat: '60.1699', long: '24.9312' };
export const airport = { description: 'Helsinki Airport', lat: '60.3172', long: '24.9633' };

type Place = typeof kamppi;

const routeWords = {
  fi: {
    pickup: 'Nouto',
    dropoff: 'M\u00e4\u00e4r\u00e4np\u00e4\u00e4',
    address: 'Osoite',
    latitude: 'Leveysaste',
    longitude: 'Pituusaste',
  },
  en: { pickup: 'Pickup', dropoff: 'Drop-off', address: 'Address', latitude: 'Latitude', longitude: 'Longitude' },
} as const;

/**
 * Fills the booking form's pickup and drop-off as a rider does, in the page's language. Every journey that books a
 * ride fills its route here, so the way a rider gives a place is written once.
 */
export async function fillRoute(
  page: Page,
  language: 'fi' | 'en' = 'en',
  places: { pickup: Place; dropoff: Place } = { pickup: kamppi, dropoff: airport },
): Promise<void> {
  const words = routeWords[language];
  for (const [group, place] of [
    [words.pickup, places.pickup],
    [words.dropoff, places.dropoff],
  ] as const) {
    const fields = page.getByRole('group', { name: group });
    await fields.getByLabel(words.address).fill(place.description);
    await fields.getByLabel(words.latitude).fill(place.lat);
    await fields.getByLabel(words.longitude).fill(place.long);
  }
}
