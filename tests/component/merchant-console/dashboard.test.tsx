import { act, screen, waitFor, within } from '@testing-library/react';
import { helmiStaffSession, storeOrder } from '../../support/fakes/in-memory-merchant-console';
import { InMemoryStoreOffice } from '../../support/fakes/in-memory-store-office';
import { renderConsole } from './console-test-kit';

const ordersToday = () => screen.getByText('Orders', { selector: 'dt' }).nextSibling;

describe('/dashboard', () => {
  it('shows staff today\u2019s orders by status, revenue, preparation time and the busiest hours', async () => {
    const office = new InMemoryStoreOffice();
    const { user } = await renderConsole({ session: helmiStaffSession, office, page: 'dashboard' });
    expect(await screen.findByText('Today, 2026-11-26')).toBeInTheDocument();
    expect(screen.getByText('Revenue').nextSibling).toHaveTextContent('€ 129,50');
    expect(screen.getByText('Average preparation time').nextSibling).toHaveTextContent('18 min');
    const statuses = screen.getByRole('region', { name: "Today's orders by status" });
    expect(within(statuses).getByRole('row', { name: 'New 2' })).toBeInTheDocument();
    expect(within(statuses).getByRole('row', { name: 'Cancelled 1' })).toBeInTheDocument();
    const busiest = within(screen.getByRole('region', { name: 'Busiest hours' })).getAllByRole('listitem');
    expect(busiest.map((item) => item.textContent)).toEqual([
      '12:00–13:00: 3 orders',
      '11:00–12:00: 2 orders',
      '17:00–18:00: 1 order',
    ]);

    office.todaysFigures = { ...office.todaysFigures, orders: 7, averagePreparationMinutes: null, hours: [] };
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No order dispatched yet')).toBeInTheDocument();
    expect(screen.getByText('No orders today yet.')).toBeInTheDocument();
  });

  it('says what failed and tries again', async () => {
    const office = new InMemoryStoreOffice();
    office.failNext({ code: 'CONNECTION_FAILED', message: '' });
    const { user } = await renderConsole({ session: helmiStaffSession, office, page: 'dashboard', language: 'fi' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Yhteys epäonnistui');
    await user.click(screen.getByRole('button', { name: 'Päivitä' }));
    expect(await screen.findByText('Tänään, 2026-11-26')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows the store\u2019s stream: an order placed or moved, or a connection regained, reads the figures again', async () => {
    const office = new InMemoryStoreOffice();
    const { service, unmount } = await renderConsole({ session: helmiStaffSession, office, page: 'dashboard' });
    expect(await screen.findByText('Today, 2026-11-26')).toBeInTheDocument();
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    expect(service.following).toBe(1);

    act(() => service.connection(true));
    expect(
      await screen.findByText("Live: these figures follow the store's orders as they change."),
    ).toBeInTheDocument();

    office.todaysFigures = { ...office.todaysFigures, orders: 8 };
    act(() => service.arrive(storeOrder({ queryId: 'fresh' })));
    await waitFor(() => expect(ordersToday()).toHaveTextContent('8'));

    act(() => service.connection(false));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection lost: these figures are not live.');
    office.todaysFigures = { ...office.todaysFigures, orders: 9 };
    const readsWhileLost = office.calls.filter((call) => call === 'dashboard').length;
    act(() => service.connection(true));
    await waitFor(() => expect(ordersToday()).toHaveTextContent('9'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Nothing is read on a timer: one read for the regained connection, none other.
    expect(office.calls.filter((call) => call === 'dashboard')).toHaveLength(readsWhileLost + 1);

    unmount();
    expect(service.following).toBe(0);
  });
});
