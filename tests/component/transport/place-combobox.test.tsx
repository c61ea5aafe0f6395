import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingPage } from '@/presentation/pages/transport/booking-page';
import { renderWithProviders } from '../support/render-with-providers';
import { kitPlaces, TransportRoute, transportConfig, transportKit } from './transport-test-kit';

const words = {
  en: {
    title: 'Your ride',
    pickup: 'Pickup',
    address: 'Address',
    list: 'Places for the pickup',
    seePrices: 'See prices',
    pickOne: 'Pick the place from the list of suggestions',
    none: 'No place found by that name. Try a street or another name.',
  },
  fi: {
    title: 'Kyytisi',
    pickup: 'Nouto',
    address: 'Osoite',
    list: 'Noutopaikan ehdotukset',
    seePrices: 'Näytä hinnat',
    pickOne: 'Valitse paikka ehdotusten listasta',
    none: 'Tällä nimellä ei löytynyt paikkaa. Kokeile katua tai toista nimeä.',
  },
} as const;

async function renderPickup(language: 'fi' | 'en') {
  const kit = transportKit();
  await renderWithProviders(
    <TransportRoute path="/transport/main-page">
      <BookingPage />
    </TransportRoute>,
    { resolver: kit.resolver, config: transportConfig, route: '/transport/main-page', language },
  );
  await screen.findByRole('heading', { name: words[language].title });
  const group = screen.getByRole('group', { name: words[language].pickup });
  return { kit, group, field: within(group).getByRole('combobox', { name: words[language].address }) };
}

describe.each(['en', 'fi'] as const)('The place field (%s)', (language) => {
  const text = words[language];

  it('suggests places as the rider types, moves through them with the arrows and picks with Enter', async () => {
    const { kit, field, group } = await renderPickup(language);
    await userEvent.type(field, 'a');
    // Fewer than 3 letters ask nothing.
    expect(kit.placeSearch.searches).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'Hel');
    const list = await within(group).findByRole('listbox', { name: text.list });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([kitPlaces.kamppi.description, kitPlaces.airport.description]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const airport = within(list).getByRole('option', { name: kitPlaces.airport.description });
    expect(airport).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', airport.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveValue(kitPlaces.airport.description));
    expect(within(group).queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list with Escape and keeps what was typed', async () => {
    const { field, group } = await renderPickup(language);
    await userEvent.type(field, 'Kamppi');
    await within(group).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(within(group).queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveValue('Kamppi');
    expect(field).toHaveFocus();
  });

  it('says when nothing is found, and asks for a pick when only a name was typed', async () => {
    const { field, group } = await renderPickup(language);
    await userEvent.type(field, 'Qwerty');
    expect(await within(group).findByText(text.none)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.seePrices }));
    expect(within(group).getByText(text.pickOne)).toBeInTheDocument();
    expect(field).toHaveValue('Qwerty');
  });

  it('picks with a click, and the form keeps the place’s point without showing it', async () => {
    const { field, group } = await renderPickup(language);
    await userEvent.type(field, 'kamppi');
    await userEvent.click(await within(group).findByRole('option', { name: kitPlaces.kamppi.description }));
    await waitFor(() => expect(field).toHaveValue(kitPlaces.kamppi.description));
    expect(within(group).queryAllByRole('textbox')).toEqual([]);
    expect(within(group).getAllByRole('combobox')).toEqual([field]);
  });
});
