import { act, screen } from '@testing-library/react';
import { ConfirmBookingPage } from '@/presentation/pages/transport/confirm-booking-page';
import type { PushMessage } from '@/domain/orders/push-message';
import { renderWithProviders } from '../support/render-with-providers';
import { ride, TransportRoute, transportConfig, transportKit } from './transport-test-kit';

function renderRide(kit: ReturnType<typeof transportKit>, id = 'ride-1') {
  return renderWithProviders(
    <TransportRoute path="/transport/confirm-booking/:invoiceQueryId">
      <ConfirmBookingPage />
    </TransportRoute>,
    { resolver: kit.resolver, config: transportConfig, route: `/transport/confirm-booking/${id}` },
  );
}

const rider = { name: 'Wei Ming Tan', phoneNumber: '+65 8123 4567', car: 'Toyota Prius, silver', plate: 'SMB 1234 A' };

/** What the app's service worker posts when the ride's push arrives (src/infrastructure/push/service-worker-push.ts). */
const newsOf = (rideId: string): PushMessage => ({
  moduleCode: 'ZAPP_GO',
  moduleType: 'ride_status_changed',
  queryId: rideId,
});

describe("A ride's pushes on its page", () => {
  it("asks for the ride at once when the service worker says it changed, not at the next poll, and only for this ride's news", async () => {
    jest.useFakeTimers();
    try {
      const kit = transportKit();
      kit.rideTracking.rides.set('ride-1', ride());
      await renderRide(kit);
      expect(await screen.findByText('Looking for a driver…')).toBeInTheDocument();
      kit.rideTracking.rides.set('ride-1', ride({ status: 'rider_assigned', rider }));

      // Another ride's news, and an order's, change nothing here.
      await act(async () => {
        kit.pushMessages.push(newsOf('ride-2'));
        kit.pushMessages.push({ moduleCode: 'ORDER', moduleType: 'SSE_ORDER_STATUS_CHANGED', queryId: 'ride-1' });
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.queryByText('Your driver is on the way')).not.toBeInTheDocument();

      // No time passes: the page asks because of the message alone.
      await act(async () => {
        kit.pushMessages.push(newsOf('ride-1'));
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText('Your driver is on the way')).toBeInTheDocument();
      expect(screen.getByLabelText('Driver')).toHaveTextContent('Wei Ming Tan');
    } finally {
      jest.useRealTimers();
    }
  });

  it("offers notifications once for a ride still searching, and hands the browser's subscription to the service", async () => {
    const kit = transportKit();
    kit.rideTracking.rides.set('ride-1', ride());
    await renderRide(kit);
    await screen.findByText('Looking for a driver…');
    await act(async () => undefined);
    expect(kit.pushMessages.enableCalls).toBe(1);
    expect(kit.ridePushRegistry.registered).toEqual(['push-token']);
  });

  it('asks nothing of a ride already settled, and stops listening once the page is left', async () => {
    const kit = transportKit();
    kit.rideTracking.rides.set('ride-1', ride({ status: 'rider_assigned', rider }));
    const { unmount } = await renderRide(kit);
    await screen.findByText('Your driver is on the way');
    expect(kit.pushMessages.enableCalls).toBe(0);
    expect(kit.pushMessages.subscriberCount).toBe(1);
    unmount();
    expect(kit.pushMessages.subscriberCount).toBe(0);
  });
});
