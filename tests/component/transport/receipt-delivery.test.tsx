import { screen } from '@testing-library/react';
import { ConfirmBookingPage } from '@/presentation/pages/transport/confirm-booking-page';
import type { ConfirmBookingState } from '@/presentation/pages/transport/transport-paths';
import type { Language } from '@/presentation/i18n/i18n';
import { renderWithProviders } from '../support/render-with-providers';
import { ride, TransportRoute, transportConfig, transportKit } from './transport-test-kit';

/** The page the booking lands on, with what the booking says became of the receipt. */
async function renderAfterBooking(receipt: ConfirmBookingState['receipt'], language: Language) {
  const kit = transportKit();
  kit.rideTracking.rides.set('ride-1', ride());
  const state: ConfirmBookingState = { receipt };
  return renderWithProviders(
    <TransportRoute path="/transport/confirm-booking/:invoiceQueryId">
      <ConfirmBookingPage />
    </TransportRoute>,
    {
      resolver: kit.resolver,
      config: transportConfig,
      language,
      route: { pathname: '/transport/confirm-booking/ride-1', state },
    },
  );
}

describe('what the booked ride\u2019s page says of the receipt', () => {
  it.each([
    ['en', 'We sent a confirmation link to your e-mail. Open it and press Confirm to receive the receipt.'],
    ['fi', 'Lähetimme sähköpostiisi vahvistuslinkin. Avaa se ja paina Vahvista, niin saat kuitin.'],
  ] as const)(
    'asks the rider to confirm the address when only a confirmation was sent (%s)',
    async (language, text) => {
      await renderAfterBooking('confirmation_sent', language);
      expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
      expect(screen.queryByText(/receipt was sent|Kuitti lähetettiin/)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'The receipt will be sent to your e-mail once the ride is paid.'],
    ['fi', 'Kuitti lähetetään sähköpostiisi, kun kyyti on maksettu.'],
  ] as const)('says a card ride\u2019s receipt follows its payment (%s)', async (language, text) => {
    await renderAfterBooking('after_payment', language);
    expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
  });

  it('says the receipt was sent only when it was', async () => {
    await renderAfterBooking('sent', 'en');
    expect(await screen.findByText('The receipt was sent to your e-mail.')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/confirmation link/)).not.toBeInTheDocument();
  });
});
