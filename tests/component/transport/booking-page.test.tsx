import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { interactiveMapToken, type InteractiveMapProps } from '@/presentation/components/map/interactive-map';
import { lazyInteractiveMap } from '@/presentation/components/map/lazy-interactive-map';
import { BookingPage } from '@/presentation/pages/transport/booking-page';
import { renderWithProviders } from '../support/render-with-providers';
import { TransportRoute, transportConfig, transportKit } from './transport-test-kit';

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

async function fillPlace(name: 'Pickup' | 'Drop-off', address: string, lat: string, long: string) {
  const group = screen.getByRole('group', { name });
  await userEvent.type(within(group).getByLabelText('Address'), address);
  await userEvent.type(within(group).getByLabelText('Latitude'), lat);
  await userEvent.type(within(group).getByLabelText('Longitude'), long);
}

async function fillRoute() {
  await fillPlace('Pickup', 'Kamppi', '60.1699', '24.9312');
  await fillPlace('Drop-off', 'Airport', '60.3172', '24.9633');
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
  it('takes the drop-off, as the pickup, from a point picked on the map', async () => {
    const kit = transportKit(undefined, [[interactiveMapToken, lazyInteractiveMap(async () => ClickableMap)]]);
    await renderBooking(kit);
    await userEvent.click(await screen.findByRole('button', { name: 'Pick on Drop-off on the map' }));
    const dropoff = screen.getByRole('group', { name: 'Drop-off' });
    expect(within(dropoff).getByLabelText('Latitude')).toHaveValue('60.3172');
    expect(within(dropoff).getByLabelText('Longitude')).toHaveValue('24.9633');
    const pickup = screen.getByRole('group', { name: 'Pickup' });
    expect(within(pickup).getByLabelText('Latitude')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Pick on Pickup on the map' }));
    expect(within(pickup).getByLabelText('Latitude')).toHaveValue('60.3172');
  });

  it('names each bad field beside it and keeps what was typed', async () => {
    const kit = transportKit();
    await renderBooking(kit);
    await fillPlace('Pickup', 'Kamppi', '91', '24.9');
    await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
    const pickup = screen.getByRole('group', { name: 'Pickup' });
    expect(within(pickup).getByText('Type a latitude from -90 to 90')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Drop-off' })).getByText('Type the address')).toBeInTheDocument();
    expect(within(pickup).getByLabelText('Address')).toHaveValue('Kamppi');
    expect(within(pickup).getByLabelText('Latitude')).toHaveValue('91');
    expect(kit.fareEstimates.queries).toEqual([]);
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
