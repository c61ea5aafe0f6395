import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { orderShortPath } from '@/domain/payments/payment-success';
import { OrderConfirmationPage } from '@/presentation/pages/order-confirmation/order-confirmation-page';
import { FallbackRoutes } from '@/presentation/routes/fallback-routes';
import { renderWithProviders } from '../support/render-with-providers';
import { anOrderDetail, LocationProbe, ordersWorld } from './orders-test-kit';

/** A visitor who was on another page, then opened an order's short address, and may go back. */
function ShortAddressRoutes(props: { readonly shortAddress: string }) {
  const navigate = useNavigate();
  return (
    <>
      <Routes>
        <Route path="/checkout/payment-success/:invoiceQueryId" element={<OrderConfirmationPage />} />
        <Route path="/before" element={<button onClick={() => void navigate(props.shortAddress)}>Open</button>} />
        {/* The app's own table for every address the main one does not name, where the short address lives. */}
        <Route path="*" element={<FallbackRoutes />} />
      </Routes>
      <button onClick={() => void navigate(-1)}>Back</button>
      <LocationProbe />
    </>
  );
}

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

describe("An order's short address (what its QR code holds)", () => {
  it('opens the order confirmation with its details, without the e-mail receipt prompt', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail({ queryId: 'invoice-1042' }));
    await renderWithProviders(<ShortAddressRoutes shortAddress="/unused" />, {
      resolver: world.resolver(),
      route: orderShortPath('invoice-1042'),
    });

    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
    expect(location()).toBe('/checkout/payment-success/invoice-1042?showOrderDetail=true');
    expect(screen.queryByRole('heading', { name: 'Get your receipt by email' })).not.toBeInTheDocument();
    expect(world.detailRequests).toEqual(['invoice-1042']);
  });

  it('leaves no history entry of its own: Back returns to the page before it', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail({ queryId: 'invoice-1042' }));
    await renderWithProviders(<ShortAddressRoutes shortAddress={orderShortPath('invoice-1042')} />, {
      resolver: world.resolver(),
      route: '/before',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(location()).toBe('/before');
  });

  it('passes an id with odd characters on escaped, to the confirmation that says it was not found', async () => {
    const world = ordersWorld();
    await renderWithProviders(<ShortAddressRoutes shortAddress="/unused" />, {
      resolver: world.resolver(),
      route: orderShortPath('a/b?c#d'),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice not found');
    expect(location()).toBe('/checkout/payment-success/a%2Fb%3Fc%23d?showOrderDetail=true');
    expect(world.detailRequests).toEqual(['a/b?c#d']);
  });

  it.each(['/o/', '/o/inv-1/more'])('shows "Page not found" for %s (no id, or more than one part)', async (route) => {
    const world = ordersWorld();
    await renderWithProviders(<ShortAddressRoutes shortAddress="/unused" />, { resolver: world.resolver(), route });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(location()).toBe(route);
    expect(world.detailRequests).toEqual([]);
  });
});
