import { screen, within } from '@testing-library/react';
import type { BookedRide } from '@/domain/transport/booking-history';
import { BookingHistoryPage } from '@/presentation/pages/transport/booking-history-page';
import { renderWithProviders } from '../support/render-with-providers';
import { TransportRoute, transportConfig, transportKit } from './transport-test-kit';

function booked(id: string, bookedAt: string, pickup: string): BookedRide {
  return {
    invoiceQueryId: id,
    bookedAt: Date.parse(bookedAt),
    pickup,
    dropoff: 'Helsinki Airport',
    cabType: 'economy',
    price: 2500,
    scheduledAt: null,
    shortOrderId: `R-${id.toUpperCase()}`,
    stage: 'searching',
    payment: 'cash',
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

describe('My Bookings', () => {
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
    const rides = await screen.findAllByRole('listitem');
    expect(rides.map((item) => within(item).getAllByRole('definition')[0]?.textContent)).toEqual([
      'Töölö',
      'Kamppi',
      'Kallio',
    ]);
    expect(within(rides[0]!).getByRole('link')).toHaveAttribute('href', '/transport/confirm-booking/service-only');
    expect(screen.queryByText(/could not be fetched/)).not.toBeInTheDocument();
  });

  it('lists the kept rides and says so when the service cannot be reached', async () => {
    const kit = transportKit();
    kit.bookingHistory.rides = [booked('kept-only', '2026-06-14T10:00:00Z', 'Kallio')];
    kit.rideTracking.unreachable = true;
    await renderHistory(kit);
    expect(await screen.findByText(/could not be fetched/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says in Finnish that there are no bookings yet', async () => {
    await renderHistory(transportKit(), 'fi');
    expect(await screen.findByText('Sinulla ei ole vielä varauksia.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Varaukseni' })).toBeInTheDocument();
  });
});
