import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '@/presentation/routes/app-routes';
import { renderWithProviders } from '../support/render-with-providers';
import { transportConfig, transportKit } from './transport-test-kit';

function Location() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

async function openAt(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { resolver: transportKit().resolver, config: transportConfig, route },
  );
}

describe('Transport mode routes', () => {
  it.each(['/', '/products', '/checkout/cart-summary', '/order/history', '/no/such/page'])(
    'sends %s to the start page',
    async (route) => {
      await openAt(route);
      expect(await screen.findByRole('heading', { name: 'Book a taxi ride' })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/transport\/transport-start-journey$/),
      );
    },
  );

  it('leads from the start page to the booking and through its navigation to My Bookings and About Us', async () => {
    const user = userEvent.setup();
    await openAt('/transport/transport-start-journey');
    await user.click(await screen.findByRole('link', { name: 'Book a ride' }));
    expect(await screen.findByRole('heading', { name: 'Your ride' })).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Transport' });
    await user.click(within(navigation).getByRole('link', { name: 'My Bookings' }));
    expect(await screen.findByRole('heading', { name: 'My Bookings' })).toBeInTheDocument();
    await user.click(within(navigation).getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/transport\/about-us$/));
    await user.click(within(navigation).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Book a taxi ride' })).toBeInTheDocument();
  });

  it('opens Terms and Privacy Policy from its menu', async () => {
    const user = userEvent.setup();
    await openAt('/transport/transport-start-journey');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Terms' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/terms$/));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/transport\/privacy-policy$/));
  });

  it.each(['/transport/location-pickup', '/transport/confirm-pickup-location'])(
    'books a ride from %s as from the main page',
    async (route) => {
      await openAt(route);
      expect(await screen.findByRole('heading', { name: 'Your ride' })).toBeInTheDocument();
    },
  );

  it('lands a card payment of a ride on the booking success page', async () => {
    await openAt('/transport/stripe/payment-success');
    expect(await screen.findByRole('heading', { name: 'Your ride is booked' })).toBeInTheDocument();
  });
});
