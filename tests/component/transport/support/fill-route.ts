import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The route form's words in each language. */
const labels = {
  en: { pickup: 'Pickup', dropoff: 'Drop-off', address: 'Address', latitude: 'Latitude', longitude: 'Longitude' },
  fi: { pickup: 'Nouto', dropoff: 'Määränpää', address: 'Osoite', latitude: 'Leveysaste', longitude: 'Pituusaste' },
} as const;

/**
 * Gives the booking form a route, Kamppi to the airport, as a rider does. The one place the component tests say how
 * a place is given, so a change of the route fields (place search) is made here once.
 */
export async function fillRoute(language: 'en' | 'fi' = 'en'): Promise<void> {
  const words = labels[language];
  const place = async (group: string, address: string, lat: string, long: string) => {
    const fields = screen.getByRole('group', { name: group });
    await userEvent.type(within(fields).getByLabelText(words.address), address);
    await userEvent.type(within(fields).getByLabelText(words.latitude), lat);
    await userEvent.type(within(fields).getByLabelText(words.longitude), long);
  };
  await place(words.pickup, 'Kamppi', '60.1699', '24.9312');
  await place(words.dropoff, 'Airport', '60.3172', '24.9633');
}
