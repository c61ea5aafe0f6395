import { screen, waitFor, within } from '@testing-library/react';
import { featureTokens, resolverOver, type DependencyResolver, type Token } from '@/application/tokens';
import type { Store } from '@/domain/catalogue/store';
import { selectStoreHeader } from '@/presentation/store/products/products.slice';
import { aStore } from '../../support/store-fixtures';
import { anOrderDetail, OrderRoutes, ordersWorld } from '../orders/orders-test-kit';
import { renderWithProviders, testConfig } from '../support/render-with-providers';
import { arenaVenue, catalogResolver, counterA } from './variants-test-kit';

const detailRoute = '/checkout/payment-success/invoice-1042?showOrderDetail=true';

/** The order screens' use cases, with the order's store readable for its pickup locations. */
async function renderConfirmation(options: {
  store: Store;
  config: Record<string, unknown>;
  status?: 'order_pending' | 'order_dispatched';
  language?: 'en' | 'fi';
}) {
  const world = ordersWorld();
  world.putDetail(
    anOrderDetail(
      {
        merchantQueryId: options.store.queryId,
        merchantName: options.store.name,
        status: options.status ?? 'order_pending',
      },
      { location: options.store.addressDescription },
    ),
  );
  const orders = world.resolver();
  const catalog = catalogResolver({ store: options.store });
  const resolver: DependencyResolver = resolverOver(<T,>(token: Token<T>): T =>
    token === featureTokens.catalogue ? catalog.resolver.resolve(token) : orders.resolve(token),
  );
  const view = await renderWithProviders(<OrderRoutes />, {
    resolver,
    route: detailRoute,
    config: testConfig(options.config),
    language: options.language ?? 'en',
  });
  await screen.findByRole('heading', { level: 1 });
  return { storeHeader: () => selectStoreHeader(view.store.getState()) };
}

describe('Pickup location on the order confirmation', () => {
  it('names the pickup location when the venue has one, with its picture', async () => {
    await renderConfirmation({ store: { ...arenaVenue, pickupLocations: [counterA] }, config: { arena: true } });
    const section = await screen.findByRole('region', { name: 'Pickup location' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Portti A – Grilli' })).toBeInTheDocument();
    expect(within(section).getByText('Lower concourse, next to gate A.')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Portti A – Grilli pickup location' })).toHaveAttribute(
      'src',
      '/media/arena/portti-a.svg',
    );
    expect(within(section).queryByText('Collect your order at any of these pickup locations:')).not.toBeInTheDocument();
  });

  it('offers every pickup location when the venue has several', async () => {
    await renderConfirmation({ store: arenaVenue, config: { arena: true } });
    const section = await screen.findByRole('region', { name: 'Pickup location' });
    expect(section).toHaveTextContent('Collect your order at any of these pickup locations:');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Portti A – Grilli', 'Portti B – Pizza']);
  });

  it('shows it in the PROMINENT layout too, beside the location line', async () => {
    await renderConfirmation({
      store: { ...arenaVenue, pickupLocations: [counterA] },
      config: { layout: 'PROMINENT' },
    });
    expect(await screen.findByRole('region', { name: 'Pickup location' })).toHaveTextContent('Portti A – Grilli');
    expect(screen.getByText('Location: Nordenskiöldinkatu 11, 00250 Helsinki')).toBeInTheDocument();
  });

  it('shows nothing for a store without pickup locations', async () => {
    const view = await renderConfirmation({ store: aStore({ queryId: 'store-1' }), config: { layout: 'PROMINENT' } });
    expect(screen.getByText('Location: Mannerheimintie 1, Helsinki')).toBeInTheDocument();
    await waitFor(() => expect(view.storeHeader()).toMatchObject({ storeQueryId: 'store-1', status: 'succeeded' }));
    expect(screen.queryByRole('region', { name: 'Pickup location' })).not.toBeInTheDocument();
  });

  it('neither asks nor shows in the STANDARD layout without the arena', async () => {
    const view = await renderConfirmation({ store: arenaVenue, config: {} });
    expect(screen.getByText('We are notifying the restaurant about your order.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pickup location' })).not.toBeInTheDocument();
    expect(view.storeHeader()).toMatchObject({ storeQueryId: null, status: 'idle' });
  });

  it.each([
    ['order_pending', 'We are notifying the kitchen about your order.'],
    ['order_dispatched', 'Your order is ready at the pickup location.'],
  ] as const)('uses the arena words for %s', async (status, message) => {
    await renderConfirmation({ store: arenaVenue, config: { arena: true }, status });
    expect(screen.getByText(message)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/restaurant/)).not.toBeInTheDocument();
  });

  it('speaks Finnish', async () => {
    await renderConfirmation({
      store: { ...arenaVenue, pickupLocations: [counterA] },
      config: { arena: true },
      language: 'fi',
    });
    const section = await screen.findByRole('region', { name: 'Noutopiste' });
    expect(within(section).getByRole('img', { name: 'Noutopiste Portti A – Grilli' })).toBeInTheDocument();
    expect(screen.getByText('Ilmoitamme keittiölle tilauksestasi.')).toBeInTheDocument();
  });
});
