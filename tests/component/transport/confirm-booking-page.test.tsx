import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmBookingPage } from '@/presentation/pages/transport/confirm-booking-page';
import { rideStatusPollMs } from '@/presentation/pages/transport/use-ride-progress';
import { renderWithProviders } from '../support/render-with-providers';
import { ride, TransportRoute, transportConfig, transportKit } from './transport-test-kit';

async function renderConfirm(kit: ReturnType<typeof transportKit>) {
  return renderWithProviders(
    <TransportRoute path="/transport/confirm-booking/:invoiceQueryId">
      <ConfirmBookingPage />
    </TransportRoute>,
    { resolver: kit.resolver, config: transportConfig, route: '/transport/confirm-booking/ride-1' },
  );
}

const rider = { name: 'Wei Ming Tan', phoneNumber: '+65 8123 4567', car: 'Toyota Prius, silver', plate: 'SMB 1234 A' };

describe('The rider panel of a booked ride', () => {
  it('shows the driver and the car once one is assigned, and no cancel', async () => {
    const kit = transportKit();
    kit.rideTracking.rides.set('ride-1', ride({ status: 'rider_assigned', rider }));
    await renderConfirm(kit);
    expect(await screen.findByText('Your driver is on the way')).toBeInTheDocument();
    const driver = screen.getByLabelText('Driver');
    expect(driver).toHaveTextContent('Wei Ming Tan');
    expect(driver).toHaveTextContent('Toyota Prius, silver');
    expect(driver).toHaveTextContent('SMB 1234 A');
    expect(screen.queryByRole('button', { name: 'Cancel driver search' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/transport/booking-success');
  });

  it('says the ride is over once the driver has dropped the passenger off, not that the driver is on the way', async () => {
    const kit = transportKit();
    kit.rideTracking.rides.set('ride-1', ride({ status: 'rider_assigned', rider, completed: true }));
    await renderConfirm(kit);
    expect(await screen.findByText('Your ride is over. Thank you for riding with us.')).toBeInTheDocument();
    expect(screen.queryByText('Your driver is on the way')).not.toBeInTheDocument();
  });

  it('asks again while it searches and shows the driver once one is assigned', async () => {
    jest.useFakeTimers();
    try {
      const kit = transportKit();
      kit.rideTracking.rides.set('ride-1', ride());
      await renderConfirm(kit);
      expect(await screen.findByText('Looking for a driver…')).toBeInTheDocument();
      kit.rideTracking.rides.set('ride-1', ride({ status: 'rider_assigned', rider }));
      // The page's own timer, on the test's clock: no real time passes.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(rideStatusPollMs);
      });
      expect(await screen.findByText('Your driver is on the way')).toBeInTheDocument();
      expect(screen.getByLabelText('Driver')).toHaveTextContent('Wei Ming Tan');
    } finally {
      jest.useRealTimers();
    }
  });

  it('cancels the driver search while it searches', async () => {
    const kit = transportKit();
    kit.rideTracking.rides.set('ride-1', ride());
    await renderConfirm(kit);
    expect(await screen.findByText('Looking for a driver…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel driver search' }));
    expect(await screen.findByText('The driver search was cancelled')).toBeInTheDocument();
    expect(kit.rideTracking.cancelAsked).toEqual(['ride-1']);
    expect(kit.rideTracking.rides.get('ride-1')?.status).toBe('cancelled');
  });

  it('says clearly that the search cannot be cancelled when a driver was assigned meanwhile', async () => {
    const kit = transportKit();
    kit.rideTracking.rides.set('ride-1', ride());
    await renderConfirm(kit);
    await screen.findByText('Looking for a driver…');
    kit.rideTracking.rides.set('ride-1', ride({ status: 'rider_assigned', rider }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel driver search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A driver is already on the way, so the search can no longer be cancelled.',
    );
  });

  it('shows the night surcharge of the booked ride on its own line', async () => {
    const kit = transportKit();
    kit.rideTracking.rides.set('ride-1', ride({ basePrice: 2500, nightSurcharge: 1000, price: 3500 }));
    await renderConfirm(kit);
    expect(await screen.findByText('Night surcharge (00:00–06:59)')).toBeInTheDocument();
    expect(screen.getByText('€ 10,00')).toBeInTheDocument();
    expect(screen.getByText('€ 35,00')).toBeInTheDocument();
  });

  it('tells a ride the service does not know as a sentence', async () => {
    const kit = transportKit();
    await renderConfirm(kit);
    expect(await screen.findByRole('alert')).toHaveTextContent('No ride ride-1');
  });
});
