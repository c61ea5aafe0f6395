import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { BookingPage } from '@/presentation/pages/transport/booking-page';
import { ConfirmBookingPage } from '@/presentation/pages/transport/confirm-booking-page';
import { RidePaymentReturnPage } from '@/presentation/pages/transport/ride-payment-return-page';
import { TransportTexts } from '@/presentation/pages/transport/transport-texts';
import { renderWithProviders, testConfig } from '../support/render-with-providers';
import { pickPlace, ride, transportConfig, transportKit } from './transport-test-kit';

/** The transport host of the kit, taking cash or card for its rides. */
const cardHost = testConfig({ ...rawTransportConfig(), paymentMethods: ['CASH', 'STRIPE'] });

function rawTransportConfig() {
  return {
    transportMode: true,
    currencySymbol: '€',
    transport: transportConfig.transport,
  };
}

type Kit = ReturnType<typeof transportKit>;

/** The booking form, and the booked ride's page it leads to. */
async function renderBooking(kit: Kit, config = cardHost) {
  await renderWithProviders(
    <>
      <Routes>
        <Route
          path="/transport/main-page"
          element={
            <TransportTexts>
              <BookingPage />
            </TransportTexts>
          }
        />
        <Route
          path="/transport/confirm-booking/:invoiceQueryId"
          element={
            <TransportTexts>
              <ConfirmBookingPage />
            </TransportTexts>
          }
        />
      </Routes>
      <CurrentPath />
    </>,
    { resolver: kit.resolver, config, route: '/transport/main-page' },
  );
  await screen.findByRole('heading', { name: 'Your ride' });
}

function CurrentPath() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

async function fillAndPrice() {
  await pickPlace('Pickup', 'Kamppi');
  await pickPlace('Drop-off', 'airport');
  await userEvent.type(screen.getByLabelText("Passenger's name"), 'Aino');
  await userEvent.type(screen.getByLabelText("Passenger's phone number"), '+358 40 123 4567');
  await userEvent.click(screen.getByRole('button', { name: 'See prices' }));
  await userEvent.click(await screen.findByRole('radio', { name: /Economy/ }));
}

/** The confirm-booking page, and the payment-success return that leads to it. */
async function renderRidePages(kit: Kit, route: string) {
  await renderWithProviders(
    <>
      <Routes>
        <Route
          path="/transport/confirm-booking/:invoiceQueryId"
          element={
            <TransportTexts>
              <ConfirmBookingPage />
            </TransportTexts>
          }
        />
        <Route
          path="/transport/stripe/payment-success"
          element={
            <TransportTexts>
              <RidePaymentReturnPage />
            </TransportTexts>
          }
        />
      </Routes>
    </>,
    { resolver: kit.resolver, config: cardHost, route },
  );
}

describe('Paying a ride by card: the booking form', () => {
  it('offers cash, and the card the host configures', async () => {
    const kit = transportKit();
    await renderBooking(kit);
    const payment = screen.getByRole('group', { name: 'Payment' });
    const choices = within(payment).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Cash to the driver',
      'Card, paid now (no driver is searched for before it is paid)',
    ]);
    expect(within(payment).getByRole('radio', { name: 'Cash to the driver' })).toBeChecked();
  });

  it('offers no card to a host that takes only cash', async () => {
    const kit = transportKit();
    await renderBooking(kit, transportConfig);
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(within(payment).getAllByRole('radio')).toHaveLength(1);
    expect(within(payment).queryByRole('radio', { name: /Card/ })).not.toBeInTheDocument();
  });

  it('books a card ride to be paid by card and leaves for the checkout the service started for it', async () => {
    const kit = transportKit();
    await renderBooking(kit);
    await fillAndPrice();
    await userEvent.click(screen.getByRole('radio', { name: /^Card, paid now/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay by card' }));
    await waitFor(() =>
      expect(kit.externalPages.opened).toEqual(['https://checkout.test/ride/ride-1#client_secret=s']),
    );
    expect(kit.rideBookings.bookings).toEqual([expect.objectContaining({ paymentMethod: 'STRIPE', cash: false })]);
    expect(kit.ridePayments.started).toEqual(['ride-1']);
    // The page stays until the browser leaves: it does not show the ride as booked in cash.
    expect(screen.getByTestId('location')).toHaveTextContent('/transport/main-page');
  });

  it('opens the booked ride, unpaid, with the service\u2019s reason when the payment cannot be opened', async () => {
    const kit = transportKit();
    kit.ridePayments.refusal = { code: '9016', message: 'The payment service is unavailable', status: 503 };
    // The ride as the service answers it once booked: waiting for its payment.
    kit.rideTracking.rides.set('ride-1', ride({ status: 'awaiting_payment', payment: 'unpaid' }));
    await renderBooking(kit);
    await fillAndPrice();
    await userEvent.click(screen.getByRole('radio', { name: /^Card, paid now/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay by card' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transport/confirm-booking/ride-1'));
    expect(await screen.findByText('Card, not paid yet')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The payment service is unavailable');
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeInTheDocument();
    expect(kit.externalPages.opened).toEqual([]);
  });

  it('books a cash ride as before, paid to the driver', async () => {
    const kit = transportKit();
    await renderBooking(kit);
    await fillAndPrice();
    await userEvent.click(screen.getByRole('button', { name: 'Book this ride' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transport/confirm-booking/ride-1'));
    expect(kit.rideBookings.bookings).toEqual([expect.objectContaining({ paymentMethod: 'CASH', cash: true })]);
    expect(kit.ridePayments.started).toEqual([]);
  });
});

describe('Paying a ride by card: the ride\u2019s page', () => {
  it('shows a card ride waiting for its payment, and pays it by card', async () => {
    const kit = transportKit();
    kit.rideTracking.rides.set('ride-1', ride({ status: 'awaiting_payment', payment: 'unpaid' }));
    await renderRidePages(kit, '/transport/confirm-booking/ride-1');
    expect(await screen.findByText(/^Waiting for your card payment/)).toBeInTheDocument();
    expect(screen.getByText('Card, not paid yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the booking' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() =>
      expect(kit.externalPages.opened).toEqual(['https://checkout.test/ride/ride-1#client_secret=s']),
    );
    expect(kit.ridePayments.started).toEqual(['ride-1']);
  });

  it('says why the payment did not open, and offers it again', async () => {
    const kit = transportKit();
    kit.ridePayments.refusal = { code: '402', message: 'This ride is already paid', status: 402 };
    kit.rideTracking.rides.set('ride-1', ride({ status: 'awaiting_payment', payment: 'unpaid' }));
    await renderRidePages(kit, '/transport/confirm-booking/ride-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText('This ride is already paid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
    expect(kit.externalPages.opened).toEqual([]);
  });

  it('shows a paid ride as paid, with no way to pay it again', async () => {
    const kit = transportKit();
    kit.rideTracking.rides.set('ride-1', ride({ status: 'searching', payment: 'paid' }));
    await renderRidePages(kit, '/transport/confirm-booking/ride-1');
    expect(await screen.findByText('Paid by card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel driver search' })).toBeInTheDocument();
  });

  it('shows a cancelled paid ride as refunded', async () => {
    const kit = transportKit();
    kit.rideTracking.rides.set('ride-1', ride({ status: 'cancelled', payment: 'refunded' }));
    await renderRidePages(kit, '/transport/confirm-booking/ride-1');
    expect(await screen.findByText('Paid by card, refunded after the cancel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
  });

  it('leads the checkout\u2019s return to the ride, thanking for the payment once the server says it is paid', async () => {
    const kit = transportKit();
    kit.rideTracking.rides.set('ride-1', ride({ status: 'searching', payment: 'paid' }));
    await renderRidePages(kit, '/transport/stripe/payment-success?id=ride-1');
    expect(await screen.findByText('Thank you, your payment was received.')).toBeInTheDocument();
    expect(screen.getByText('Paid by card')).toBeInTheDocument();
  });

  it('does not thank for a payment the server has not recorded, whatever the return address says', async () => {
    const kit = transportKit();
    kit.rideTracking.rides.set('ride-1', ride({ status: 'awaiting_payment', payment: 'unpaid' }));
    await renderRidePages(kit, '/transport/stripe/payment-success?id=ride-1');
    expect(await screen.findByText('Card, not paid yet')).toBeInTheDocument();
    expect(screen.queryByText('Thank you, your payment was received.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeInTheDocument();
  });
});
