import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartFromOrder } from '@/domain/cart/reorder';
import { aProduct } from '../../support/cart-fixtures';
import { anOrder, aStatusUpdate } from '../../support/fakes/order-fixtures';
import { renderWithProviders } from '../support/render-with-providers';
import { anOrderDetail, OrderRoutes, ordersWorld } from './orders-test-kit';

const historyRoute = '/order/history?trade_type_id=1';

function cardTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

describe('Order history page', () => {
  it('lists the active orders under "My Orders", each card opening its confirmation with showOrderDetail=true', async () => {
    const world = ordersWorld();
    world.history.put(anOrder({ queryId: 'inv-1', shortOrderId: '101', merchantName: 'Kahvila Aalto' }));
    world.history.put(
      anOrder({ queryId: 'inv-2', shortOrderId: '102', merchantName: 'Pizzeria Napoli', status: 'order_confirmed' }),
    );
    world.history.put(anOrder({ queryId: 'inv-3', shortOrderId: '103', status: 'order_delivered' }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: historyRoute });

    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByText('Loading orders....')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(cardTitles()).toEqual(['Kahvila Aalto', 'Pizzeria Napoli']);
    const napoli = screen.getByRole('article', { name: 'Pizzeria Napoli' });
    expect(within(napoli).getByText('Order #102')).toBeInTheDocument();
    expect(within(napoli).getByText('Order Confirmed')).toBeInTheDocument();

    await userEvent.click(within(napoli).getByRole('link', { name: 'View order #102 from Pizzeria Napoli' }));
    expect(location()).toBe('/checkout/payment-success/inv-2?showOrderDetail=true&trade_type_id=1');
    // The history's page, then the confirmation's count of the active orders for the My Orders badge.
    expect(world.history.queries).toEqual([
      { tab: 'active', page: 1, pageSize: 24 },
      { tab: 'active', page: 1, pageSize: 24 },
    ]);
  });

  it('says "No Orders Found!" for an empty tab', async () => {
    const world = ordersWorld();
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: historyRoute });
    expect(await screen.findByText('No Orders Found!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the message of a failed list', async () => {
    const world = ordersWorld();
    world.history.listOrders = async () => {
      throw { code: 'SERVER_ERROR', message: 'Orders are resting', status: 500 };
    };
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: historyRoute });
    expect(await screen.findByRole('alert')).toHaveTextContent('Orders are resting');
  });

  it('switches to Past and Cancelled by click and by arrow keys', async () => {
    const world = ordersWorld();
    world.history.put(anOrder({ queryId: 'inv-1', merchantName: 'Active One' }));
    world.history.put(anOrder({ queryId: 'inv-2', merchantName: 'Past One', status: 'order_delivered' }));
    world.history.put(anOrder({ queryId: 'inv-3', merchantName: 'Cancelled One', status: 'order_cancelled' }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: historyRoute });
    expect(await screen.findByRole('article', { name: 'Active One' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByRole('article', { name: 'Past One' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Past One']);
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('article', { name: 'Cancelled One' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveFocus();
    expect(world.history.queries.map((query) => query.tab)).toEqual(['active', 'past', 'cancelled']);
  });

  it('pages through 24 orders at a time with the pager', async () => {
    const world = ordersWorld();
    for (let index = 1; index <= 30; index += 1) {
      world.history.put(anOrder({ queryId: `inv-${index}`, merchantName: `Store ${index}` }));
    }
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: historyRoute });
    expect(await screen.findAllByRole('article')).toHaveLength(24);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Store 30' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Store 25', 'Store 26', 'Store 27', 'Store 28', 'Store 29', 'Store 30']);
    expect(world.history.queries.at(-1)).toEqual({ tab: 'active', page: 2, pageSize: 24 });
  });

  it('moves a live update into the active list, and drops an order that was delivered', async () => {
    const world = ordersWorld();
    world.history.put(anOrder({ queryId: 'inv-1', merchantName: 'Kahvila Aalto' }));
    world.history.put(anOrder({ queryId: 'inv-2', merchantName: 'Pizzeria Napoli' }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: historyRoute });
    await screen.findByRole('article', { name: 'Kahvila Aalto' });

    act(() => world.updates.send(aStatusUpdate('inv-1', 'order_confirmed')));
    expect(
      within(screen.getByRole('article', { name: 'Kahvila Aalto' })).getByText('Order Confirmed'),
    ).toBeInTheDocument();

    act(() => world.updates.send(aStatusUpdate('inv-2', 'order_delivered')));
    expect(cardTitles()).toEqual(['Kahvila Aalto']);
  });

  describe('re-order', () => {
    function worldWithOrder() {
      const world = ordersWorld();
      world.history.put(anOrder({ queryId: 'inv-1', shortOrderId: '101', merchantName: 'Kahvila Aalto' }));
      world.putDetail(anOrderDetail({ queryId: 'inv-1', shortOrderId: '101' }, { orderId: 'order-101' }));
      world.orderProducts.add('order-101', [{ product: aProduct({ queryId: 'latte', name: 'Latte' }), quantity: 2 }]);
      return world;
    }

    it('fills an empty cart with the order and goes to the cart summary', async () => {
      const world = worldWithOrder();
      await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: historyRoute });
      await userEvent.click(await screen.findByRole('button', { name: 'Re-order order #101' }));

      await screen.findByText('/checkout/cart-summary');
      expect(world.cartRepository.cart.lines.map((line) => [line.name, line.quantity])).toEqual([['Latte', 2]]);
      expect(world.orderProducts.requestedOrderIds).toEqual(['order-101']);
    });

    it('says "Merchant is closed, please try again later" when the merchant is not open, and leaves the cart', async () => {
      const world = worldWithOrder();
      world.putDetail(anOrderDetail({ queryId: 'inv-1', shortOrderId: '101' }, { merchantIsOpen: false }));
      await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: historyRoute });
      await userEvent.click(await screen.findByRole('button', { name: 'Re-order order #101' }));

      const dialog = await screen.findByRole('dialog', { name: 'Merchant closed' });
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Merchant is closed, please try again later');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(world.cartRepository.cart.lines).toEqual([]);
      expect(location()).toBe(historyRoute);
    });

    it('asks when the cart has items: Cancel keeps everything as it was', async () => {
      const world = worldWithOrder();
      await world.cartRepository.save(
        cartFromOrder([{ product: aProduct({ queryId: 'tea', name: 'Tea' }), quantity: 1 }]),
      );
      await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: historyRoute });
      await userEvent.click(await screen.findByRole('button', { name: 'Re-order order #101' }));

      const dialog = await screen.findByRole('dialog', { name: 'Re-order' });
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['', 'Clear Cart and Add New Items', 'Proceed to Cart', 'Cancel']);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(world.cartRepository.cart.lines.map((line) => line.name)).toEqual(['Tea']);
      expect(location()).toBe(historyRoute);
    });

    it('"Clear Cart and Add New Items" replaces the cart and goes to the cart summary', async () => {
      const world = worldWithOrder();
      await world.cartRepository.save(
        cartFromOrder([{ product: aProduct({ queryId: 'tea', name: 'Tea' }), quantity: 1 }]),
      );
      await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: historyRoute });
      await userEvent.click(await screen.findByRole('button', { name: 'Re-order order #101' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Clear Cart and Add New Items' }));

      await screen.findByText('/checkout/cart-summary');
      expect(world.cartRepository.cart.lines.map((line) => [line.name, line.quantity])).toEqual([['Latte', 2]]);
    });

    it('"Proceed to Cart" keeps the cart and goes to the cart summary', async () => {
      const world = worldWithOrder();
      await world.cartRepository.save(
        cartFromOrder([{ product: aProduct({ queryId: 'tea', name: 'Tea' }), quantity: 1 }]),
      );
      await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: historyRoute });
      await userEvent.click(await screen.findByRole('button', { name: 'Re-order order #101' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Cart' }));

      await screen.findByText('/checkout/cart-summary');
      expect(world.cartRepository.cart.lines.map((line) => line.name)).toEqual(['Tea']);
    });
  });
});
