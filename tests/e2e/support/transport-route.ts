import { expect, type Page } from '@playwright/test';

/** A place a rider books from or to: what they type, and the suggestion they pick, as it reads in each language. */
export interface RoutePlace {
  readonly typed: string;
  readonly picked: { readonly fi: string; readonly en: string };
}

/** Two places of the example transport host (Helsinki), as the reference server's gazetteer names them. */
export const kamppi: RoutePlace = {
  typed: 'Kamppi',
  picked: {
    fi: 'Kampin linja-autoasema, Narinkka 3, Kamppi, Helsinki',
    en: 'Kamppi bus station, Narinkka 3, Kamppi, Helsinki',
  },
};
export const airport: RoutePlace = {
  typed: 'lentoasema',
  picked: {
    fi: 'Helsinki-Vantaan lentoasema, Lentoasemantie 1, Vantaa',
    en: 'Helsinki Airport, Lentoasemantie 1, Vantaa',
  },
};

const routeWords = {
  fi: { pickup: 'Nouto', dropoff: 'M\u00e4\u00e4r\u00e4np\u00e4\u00e4', address: 'Osoite' },
  en: { pickup: 'Pickup', dropoff: 'Drop-off', address: 'Address' },
} as const;

/**
 * Fills the booking form's pickup and drop-off as a rider does, in the page's language: types a place's name
 * and picks its suggestion, never a coordinate. Every journey that books a ride fills its route here, so the way
 * a rider gives a place is written once.
 */
export async function fillRoute(
  page: Page,
  language: 'fi' | 'en' = 'en',
  places: { pickup: RoutePlace; dropoff: RoutePlace } = { pickup: kamppi, dropoff: airport },
): Promise<void> {
  const words = routeWords[language];
  for (const [group, place] of [
    [words.pickup, places.pickup],
    [words.dropoff, places.dropoff],
  ] as const) {
    const fields = page.getByRole('group', { name: group });
    const field = fields.getByRole('combobox', { name: words.address });
    await field.fill(place.typed);
    await fields.getByRole('listbox').getByRole('option', { name: place.picked[language], exact: true }).click();
    await expect(field).toHaveValue(place.picked[language]);
  }
}
