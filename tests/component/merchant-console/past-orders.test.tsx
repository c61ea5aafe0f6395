import { screen, within } from '@testing-library/react';
import { InMemoryMerchantConsole, helmiStaffSession, storeOrder } from '../../support/fakes/in-memory-merchant-console';
import { renderConsole } from './console-test-kit';

/** Thirty orders an hour apart, the newest first by code: A29 was placed last. */
function storeWithOrders(): InMemoryMerchantConsole {
  const service = new InMemoryMerchantConsole();
  for (let index = 0; index < 30; index += 1) {
    service.add(
      storeOrder({
        queryId: `a${index}`,
        status: 'order_delivered',
        placedAt: Date.parse('2026-11-24T06:00:00Z') + index * 3_600_000,
      }),
    );
  }
  service.phones.set('a3', '+358 40 123 4567');
  return service;
}

async function renderPastOrders(service: InMemoryMerchantConsole, language: 'en' | 'fi' = 'en') {
  const view = await renderConsole({ session: helmiStaffSession, service, route: '/orders-mgmt/past', language });
  await screen.findByRole('heading', { level: 2, name: language === 'en' ? 'Past orders' : 'Aiemmat tilaukset' });
  return view;
}

const rowHeadings = () =>
  within(screen.getByRole('table', { name: 'Orders found' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('/orders-mgmt/past', () => {
  it('opens from the orders page and lists every order newest first, 25 a page, with Next and Previous', async () => {
    const service = storeWithOrders();
    const { user } = await renderConsole({ session: helmiStaffSession, service, page: 'orders' });
    // The orders page has shown its orders before the link is followed, as a person finds it: following it while
    // the page's first load was still on its way left this test passing by timing.
    await screen.findByRole('article', { name: 'Order #A29' });
    await user.click(screen.getByRole('link', { name: 'Past orders' }));
    expect(await screen.findByText('30 orders found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Past orders' })).toHaveAttribute('aria-current', 'page');
    const first = rowHeadings();
    expect(first).toHaveLength(25);
    expect(first[0]).toBe('Order #A29');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(rowHeadings()).toEqual(['Order #A4', 'Order #A3', 'Order #A2', 'Order #A1', 'Order #A0']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('30 orders found.')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(service.pastSearches.map((call) => call.page)).toEqual([1, 2, 1]);
  });

  it('finds an order by its code, its customer\u2019s phone and its day, and shows what was ordered', async () => {
    const service = storeWithOrders();
    const { user } = await renderPastOrders(service);
    await screen.findByText('30 orders found.');

    await user.type(screen.getByLabelText('Order code'), '#a7');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 order found.')).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Orders found' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Order #A7');
    expect(row).toHaveTextContent('Aino');
    expect(row).toHaveTextContent('Delivered');
    expect(row).toHaveTextContent('2 × Lohikeitto');
    expect(service.pastSearches.at(-1)).toEqual({ search: { code: 'A7' }, page: 1 });

    await user.clear(screen.getByLabelText('Order code'));
    await user.type(screen.getByLabelText('Customer phone'), '040 123 4567');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 order found.')).toBeInTheDocument();
    expect(rowHeadings()).toEqual(['Order #A3']);

    await user.clear(screen.getByLabelText('Customer phone'));
    await user.type(screen.getByLabelText('Day'), '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('12 orders found.')).toBeInTheDocument();
    expect(service.pastSearches.at(-1)).toEqual({ search: { date: '2026-11-25' }, page: 1 });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('30 orders found.')).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('');
  });

  it('shows a bad phone beside its field and sends nothing; no match says so', async () => {
    const service = storeWithOrders();
    const { user } = await renderPastOrders(service);
    await screen.findByText('30 orders found.');
    const searches = service.pastSearches.length;
    await user.type(screen.getByLabelText('Customer phone'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('At least three digits of the number')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer phone')).toHaveAccessibleDescription('At least three digits of the number');
    expect(service.pastSearches).toHaveLength(searches);
    expect(screen.getByText('30 orders found.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Customer phone'));
    await user.type(screen.getByLabelText('Order code'), 'ZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No orders match.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is in Finnish for a Finnish console', async () => {
    await renderPastOrders(storeWithOrders(), 'fi');
    expect(await screen.findByText('30 tilausta löytyi.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tilauskoodi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seuraava' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Avoimet tilaukset' })).toBeInTheDocument();
  });
});
