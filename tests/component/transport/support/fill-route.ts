import { pickPlace } from '../transport-test-kit';

/** The route form's group names in each language. */
const groups = {
  en: { pickup: 'Pickup', dropoff: 'Drop-off' },
  fi: { pickup: 'Nouto', dropoff: 'Määränpää' },
} as const;

/**
 * Gives the booking form a route, Kamppi to the airport, as a rider does: a name typed into each place's field and
 * its suggestion picked. The one place the component tests say how a route is given.
 */
export async function fillRoute(language: 'en' | 'fi' = 'en'): Promise<void> {
  await pickPlace(groups[language].pickup, 'Kamppi');
  await pickPlace(groups[language].dropoff, 'airport');
}
