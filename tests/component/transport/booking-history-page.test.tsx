import { screen, within } from '@testing-library/react';
import type { BookedRide } from '@/domain/transport/booking-history';
import { BookingHistoryPage } from '@/presentation/pages/transport/booking-history-page';
import { renderWithProviders } from '../support/render-with-providers';
import { TransportRoute, transportConfig, transportKit } from './transport-test-kit';

function booked(id: string, bookedAt: string, pickup: string, extra: Partial<BookedRide> = {}): BookedRide {
  return {
    invoiceQueryId: id,
    shortOrderId: `R-${id.toUpperCase()}`,
    bookedAt: Date.parse(bookedAt),
    pickup,
    dropoff: 'Helsinki Airport',
    cabType: 'economy',
    price: 2500,
    scheduledAt: null,
    stage: 'searching',
    payment: 'cash',
    ...extra,
  };
}

async function renderHistory(kit: ReturnType<typeof transportKit>, language: 'en' | 'fi' = 'en') {
  return renderWithProviders(
    <TransportRoute path="/transport/booking-history">
      <BookingHistoryPage />
    </TransportRoute>,
    { resolver: kit.resolver, config: transportConfig, route: '/transport/booking-history', language },
  );
}

/** Each listed ride by its heading, with the text of its status line and its details. */
async function listedRides() {
  const items = await screen.findAllByRole('listitem');
  return items.map((item) => ({
    heading: within(item).getByRole('heading').textContent,
    details: within(item)
      .getAllByRole('definition')
      .map((value) => value.textContent),
    status: item.querySelector('p')?.textContent ?? null,
    link: within(item).getByRole('link'),
  }));
}

/** Six rides, one in each state My Bookings tells, booked a minute apart (the first is the newest). */
const sixStates: BookedRide[] = [
  booked('searching', '2026-06-16T03:06:00Z', 'Kamppi'),
  booked('assigned', '2026-06-16T03:05:00Z', 'Kallio', { stage: 'rider_assigned' }),
  booked('cancelled', '2026-06-16T03:04:00Z', 'Töölö', { stage: 'cancelled' }),
  booked('completed', '2026-06-16T03:03:00Z', 'Pasila', { stage: 'completed' }),
  booked('paid', '2026-06-16T03:02:00Z', 'Vallila', { stage: 'rider_assigned', payment: 'paid' }),
  booked('refunded', '2026-06-16T03:01:00Z', 'Sörnäinen', { stage: 'cancelled', payment: 'refunded' }),
];

describe('My Bookings', () => {
  it('tells each ride by its code, with its route, pickup time, car title, price and status', async () => {
    const kit = transportKit();
    kit.rideTracking.listed = [
      booked('later', '2026-06-16T03:00:00Z', 'Kamppi, Helsinki', {
        shortOrderId: 'R-CXP86Z3EP8',
        cabType: 'comfort',
        scheduledAt: Date.parse('2026-06-20T06:30:00Z'),
        price: 3150,
        stage: 'cancelled',
      }),
    ];
    await renderHistory(kit);
    const [ride] = await listedRides();
    expect(ride?.heading).toBe('Booking R-CXP86Z3EP8');
    expect(ride?.status).toBe('Cancelled');
    expect(ride?.details[0]).toBe('Kamppi, Helsinki → Helsinki Airport');
    expect(ride?.details[1]).toContain('2026');
    expect(ride?.details[1]).toContain('20');
    expect(ride?.details[2]).toBe('Comfort');
    expect(ride?.details[3]).toMatch(/31[.,]50/);
    expect(ride?.link).toHaveTextContent('Open booking R-CXP86Z3EP8');
    expect(ride?.link).toHaveAttribute('href', '/transport/confirm-booking/later');
    expect(screen.queryByText(/ride_|later/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'en',
      [
        'Searching for a driver',
        'Driver assigned',
        'Cancelled',
        'Completed',
        'Driver assigned · Paid',
        'Cancelled · Refunded',
      ],
      'Now (booked',
    ],
    [
      'fi',
      [
        'Kuljettajaa haetaan',
        'Kuljettaja löytyi',
        'Peruttu',
        'Ajettu',
        'Kuljettaja löytyi · Maksettu',
        'Peruttu · Hyvitetty',
      ],
      'Heti (varattu',
    ],
  ] as const)('names the six states in %s', async (language, statuses, now) => {
    const kit = transportKit();
    kit.rideTracking.listed = sixStates;
    await renderHistory(kit, language);
    const rides = await listedRides();
    expect(rides.map((ride) => ride.status)).toEqual(statuses);
    expect(rides[0]?.details[1]).toContain(now);
    expect(rides[0]?.details[2]).toBe('Economy');
  });

  it('shows the service\u2019s status of a kept ride, and keeps it for a reload without the service', async () => {
    const kit = transportKit();
    kit.bookingHistory.rides = [booked('kept', '2026-06-16T03:00:00Z', 'Kamppi')];
    kit.rideTracking.listed = [booked('kept', '2026-06-16T03:00:00Z', 'Kamppi', { stage: 'cancelled' })];
    const first = await renderHistory(kit);
    expect((await listedRides())[0]?.status).toBe('Cancelled');
    first.unmount();

    kit.rideTracking.unreachable = true;
    await renderHistory(kit);
    expect(await screen.findByText(/could not be fetched/)).toBeInTheDocument();
    expect((await listedRides())[0]?.status).toBe('Cancelled');
  });

  it("lists the service's rides with the ones kept in this browser, newest first, each once", async () => {
    const kit = transportKit();
    kit.bookingHistory.rides = [
      booked('kept-only', '2026-06-14T10:00:00Z', 'Kallio'),
      booked('both', '2026-06-15T10:00:00Z', 'Kamppi'),
    ];
    kit.rideTracking.listed = [
      booked('both', '2026-06-15T10:00:00Z', 'Kamppi'),
      booked('service-only', '2026-06-16T10:00:00Z', 'Töölö'),
    ];
    await renderHistory(kit);
    const rides = await listedRides();
    expect(rides.map((ride) => ride.heading)).toEqual([
      'Booking R-SERVICE-ONLY',
      'Booking R-BOTH',
      'Booking R-KEPT-ONLY',
    ]);
    expect(rides[0]?.link).toHaveAttribute('href', '/transport/confirm-booking/service-only');
    expect(screen.queryByText(/could not be fetched/)).not.toBeInTheDocument();
  });

  it('says nothing of the status of a ride an older version kept without one', async () => {
    const kit = transportKit();
    kit.rideTracking.unreachable = true;
    kit.bookingHistory.rides = [
      booked('old', '2026-06-14T10:00:00Z', 'Kallio', { shortOrderId: null, stage: null, payment: null }),
    ];
    await renderHistory(kit, 'fi');
    const [ride] = await listedRides();
    expect(ride?.heading).toBe('Varaus (tunnus ei vielä tiedossa)');
    expect(ride?.status).toBeNull();
  });

  it('says in Finnish that there are no bookings yet', async () => {
    await renderHistory(transportKit(), 'fi');
    expect(await screen.findByText('Sinulla ei ole vielä varauksia.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Varaukseni' })).toBeInTheDocument();
  });
});
