import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { interactiveMapToken, type InteractiveMapProps } from '@/presentation/components/map/interactive-map';
import { lazyInteractiveMap } from '@/presentation/components/map/lazy-interactive-map';
import { BookingPage } from '@/presentation/pages/transport/booking-page';
import { renderWithProviders } from '../support/render-with-providers';
import { fillRoute } from './support/fill-route';
import { kitPlaces, pickPlace, TransportRoute, transportConfig, transportKit } from './transport-test-kit';

/** The browser's geolocation, answering with one point until restored. */
function positionAt(lat: number, long: number) {
  const original = Object.getOwnPropertyDescriptor(globalThis.navigator, 'geolocation');
  Object.defineProperty(globalThis.navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (found: (position: { coords: { latitude: number; longitude: number } }) => void) =>
        found({ coords: { latitude: lat, longitude: long } }),
    },
  });
  return {
    restore: () => {
      if (original) Object.defineProperty(globalThis.navigator, 'geolocation', original);
      else Reflect.deleteProperty(globalThis.navigator, 'geolocation');
    },
  };
}

async function renderBooking(kit: ReturnType<typeof transportKit>) {
  const view = await renderWithProviders(
    <TransportRoute path="/transport/main-page">
      <BookingPage />
    </TransportRoute>,
    { resolver: kit.resolver, config: transportConfig, route: '/transport/main-page' },
  );
  // The page renders once transport mode's texts are in, as in the app.
  await screen.findByRole('heading', { name: 'Your ride' });
  return view;
}

/** Stands in for Google's map: one button that "clicks" the map at a fixed point. */
function ClickableMap(props: InteractiveMapProps) {
  return (
    <div role="region" aria-label={props.label}>
      <button type="button" onClick={() => props.onPick?.({ lat: 60.3172, long: 24.9633 })}>
        {`Pick on ${props.label}`}
      </button>
    </div>
  );
}

describe('The ride booking form', () => {
  it('prices the route between the picked places, by their names and points, without a coordinate field', async () => {
    const kit = transportKit();
    await renderBooking(kit);
    await fillRoute();
    expect(screen.queryByRole('textbox', { name: /Latitude|Longitude/ })).not.toBeInTheDocument();
    const pickup = screen.getByRole('group', { name: 'Pickup' });
    expect(within(pickup).getByRole('combobox', { name: 'Address' })).toHaveValue(kitPlaces.kamppi.description);
    await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
    await screen.findByLabelText('Economy', { selector: 'dl' });
    expect(kit.fareEstimates.queries[0]).toMatchObject({
      pickup: { description: kitPlaces.kamppi.description, ...kitPlaces.kamppi.at },
      dropoff: { description: kitPlaces.airport.description, ...kitPlaces.airport.at },
    });
  });

  it('takes the pickup’s point from the map, keeping the name typed for the driver', async () => {
    const kit = transportKit(undefined, [[interactiveMapToken, lazyInteractiveMap(async () => ClickableMap)]]);
    await renderBooking(kit);
    await pickPlace('Drop-off', 'Kamppi');
    await userEvent.type(within(screen.getByRole('group', { name: 'Pickup' })).getByRole('combobox'), 'Gate 5');
    await userEvent.click(await screen.findByRole('button', { name: 'Pick on Pickup on the map' }));
    await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
    await screen.findByLabelText('Economy', { selector: 'dl' });
    expect(kit.fareEstimates.queries[0]?.pickup).toEqual({ description: 'Gate 5', lat: 60.3172, long: 24.9633 });
  });

  it('asks for a place picked from the list when only a name was typed, and keeps what was typed', async () => {
    const kit = transportKit();
    await renderBooking(kit);
    const pickup = screen.getByRole('group', { name: 'Pickup' });
    await userEvent.type(within(pickup).getByRole('combobox', { name: 'Address' }), 'Kamppi');
    await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
    expect(within(pickup).getByText('Pick the place from the list of suggestions')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Drop-off' })).getByText('Type the address')).toBeInTheDocument();
    expect(within(pickup).getByRole('combobox', { name: 'Address' })).toHaveValue('Kamppi');
    expect(within(pickup).getByRole('combobox', { name: 'Address' })).toHaveAccessibleDescription(
      /Pick the place from the list of suggestions/,
    );
    expect(kit.fareEstimates.queries).toEqual([]);
  });

  it('forgets a picked place’s point once the rider types over its name', async () => {
    const kit = transportKit();
    await renderBooking(kit);
    await fillRoute();
    const field = within(screen.getByRole('group', { name: 'Pickup' })).getByRole('combobox');
    await userEvent.type(field, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
    expect(await screen.findByText('Pick the place from the list of suggestions')).toBeInTheDocument();
    expect(kit.fareEstimates.queries).toEqual([]);
  });

  it('fills the pickup with the name of the place at the rider’s position, never a sentence', async () => {
    const kit = transportKit();
    kit.placeLookup.place = { street: 'Kaivokatu', building: '1', area: 'Kluuvi', label: 'Helsinki Central Station' };
    const geolocation = positionAt(60.1719, 24.9414);
    await renderBooking(kit);
    await userEvent.click(screen.getByRole('button', { name: 'Use my current position' }));
    const field = within(screen.getByRole('group', { name: 'Pickup' })).getByRole('combobox');
    await waitFor(() => expect(field).toHaveValue('Helsinki Central Station'));
    expect(screen.getByText('Your current position is the pickup.')).toBeInTheDocument();
    await pickPlace('Drop-off', 'airport');
    await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
    await screen.findByLabelText('Economy', { selector: 'dl' });
    expect(kit.fareEstimates.queries[0]?.pickup).toEqual({
      description: 'Helsinki Central Station',
      lat: 60.1719,
      long: 24.9414,
    });
    geolocation.restore();
  });

  it('says so when the position has no name, and leaves the pickup to be typed', async () => {
    const kit = transportKit();
    const geolocation = positionAt(60.05, 24.9);
    await renderBooking(kit);
    await userEvent.click(screen.getByRole('button', { name: 'Use my current position' }));
    expect(
      await screen.findByText(
        'Your position was found, but no address near it. Type the pickup and pick it from the list.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Pickup' })).getByRole('combobox')).toHaveValue('');
    geolocation.restore();
  });

  it('prices each configured car type by day without a night surcharge line', async () => {
    // 12:00 in Singapore.
    const kit = transportKit(Date.parse('2026-06-16T04:00:00Z'));
    await renderBooking(kit);
    await fillRoute();
    await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
    const economy = await screen.findByLabelText('Economy', { selector: 'dl' });
    expect(economy).toHaveTextContent('Total€ 25,00');
    expect(screen.getByLabelText('Comfort', { selector: 'dl' })).toBeInTheDocument();
    expect(screen.queryByText('Night surcharge (00:00–06:59)')).not.toBeInTheDocument();
    expect(kit.fareEstimates.queries.map((query) => query.cabType)).toEqual(['economy', 'comfort']);
  });

  it('shows the service\u2019s night surcharge of 10 as its own line', async () => {
    const kit = transportKit(Date.parse('2026-06-15T16:30:00Z'));
    kit.fareEstimates.nightSurcharge = 1000;
    await renderBooking(kit);
    await fillRoute();
    await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
    const economy = await screen.findByLabelText('Economy', { selector: 'dl' });
    expect(economy).toHaveTextContent('Night surcharge (00:00–06:59)€ 10,00');
    expect(economy).toHaveTextContent('Total€ 35,00');
  });

  it('books the chosen car for the passenger and opens its booking', async () => {
    const kit = transportKit();
    await renderBooking(kit);
    await fillRoute();
    await userEvent.type(screen.getByLabelText("Passenger's name"), 'Aino');
    await userEvent.type(screen.getByLabelText("Passenger's phone number"), '+358 40 123 4567');
    await userEvent.type(screen.getByLabelText('Note to the driver'), 'Gate 2');
    await userEvent.click(screen.getByRole('checkbox', { name: /Meet and greet/ }));
    await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Comfort/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book this ride' }));
    // The booking is sent first; the page moves on once it is answered.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transport/confirm-booking/ride-1'));
    expect(kit.rideBookings.bookings).toEqual([
      expect.objectContaining({
        cabType: 'comfort',
        recipientName: 'Aino',
        recipientPhoneNumber: '+358 40 123 4567',
        riderNote: 'Gate 2',
        meetAndGreet: true,
        fare: { basePrice: 2500, nightSurcharge: 0, price: 2500 },
      }),
    ]);
    expect(kit.bookingHistory.rides.map((kept) => kept.invoiceQueryId)).toEqual(['ride-1']);
  });

  it('mails the receipt of the booked ride to the address typed, in the page\u2019s language', async () => {
    const kit = transportKit();
    await renderBooking(kit);
    await fillRoute();
    await userEvent.type(screen.getByLabelText("Passenger's name"), 'Aino');
    await userEvent.type(screen.getByLabelText("Passenger's phone number"), '+358 40 123 4567');
    await userEvent.type(screen.getByLabelText('E-mail for the receipt (optional)'), 'aino@example.fi');
    await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Economy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book this ride' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transport/confirm-booking/ride-1'));
    expect(kit.rideReceipts.sent).toEqual([{ toEmail: 'aino@example.fi', invoiceQueryId: 'ride-1', locale: 'en' }]);
  });

  it('names a bad receipt address beside its field, keeps it and books nothing', async () => {
    const kit = transportKit();
    await renderBooking(kit);
    await fillRoute();
    await userEvent.type(screen.getByLabelText("Passenger's name"), 'Aino');
    await userEvent.type(screen.getByLabelText("Passenger's phone number"), '+358 40 123 4567');
    await userEvent.type(screen.getByLabelText('E-mail for the receipt (optional)'), 'aino@');
    await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Economy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book this ride' }));
    expect(
      await screen.findByText('Type an e-mail address like name@example.com, or leave it empty'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail for the receipt (optional)')).toHaveValue('aino@');
    expect(kit.rideBookings.bookings).toEqual([]);
    expect(kit.rideReceipts.sent).toEqual([]);
  });

  it('tells a transport error code as a sentence, never the number, and keeps the form', async () => {
    const kit = transportKit();
    kit.rideBookings.book = async () => {
      throw { code: 'BAD_REQUEST', message: 'No such car', status: 400, body: { error: { code: 9014 } } };
    };
    await renderBooking(kit);
    await fillRoute();
    await userEvent.type(screen.getByLabelText("Passenger's name"), 'Aino');
    await userEvent.type(screen.getByLabelText("Passenger's phone number"), '+358 40 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Economy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book this ride' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This car type is not available.');
    expect(screen.queryByText(/9014/)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Passenger's name")).toHaveValue('Aino');
  });

  it('reloads after 10 minutes without input, and input starts the 10 minutes again', async () => {
    const kit = transportKit();
    jest.useFakeTimers();
    try {
      await renderBooking(kit);
      // The use case reads the kit's clock; the page checks it on its own timer, advanced here without real time.
      const idleFor = async (ms: number) => {
        kit.clock.advance(ms);
        await act(async () => {
          await jest.advanceTimersByTimeAsync(1_000);
        });
      };
      await idleFor(9 * 60_000);
      fireEvent.keyDown(window, { key: 'a' });
      await idleFor(9 * 60_000);
      expect(kit.pageReloader.happened()).toEqual([]);
      await idleFor(60_000);
      expect(kit.pageReloader.happened()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
