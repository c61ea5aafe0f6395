import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStatusUpdate } from '../../support/fakes/order-fixtures';
import { renderWithProviders, testConfig } from '../support/render-with-providers';
import { anOrderDetail, OrderRoutes, ordersWorld } from './orders-test-kit';

const detailRoute = '/checkout/payment-success/invoice-1042?showOrderDetail=true&trade_type_id=1';
const promptRoute = '/checkout/payment-success/invoice-1042';

function progress() {
  return screen.getByRole('progressbar', { name: 'Order progress' });
}

function filledSegments(): boolean[] {
  return Array.from(progress().children).map((segment) => segment.getAttribute('data-filled') === 'true');
}

describe('Order confirmation page', () => {
  it('says "Loading order details...." until the order arrives, then shows the STANDARD detail', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail());
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });

    expect(screen.getByText('Loading order details....')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
    expect(screen.getByText('Kahvila Aalto')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of order 1042' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('We are notifying the restaurant about your order.')).toBeInTheDocument();
    expect(world.detailRequests).toEqual(['invoice-1042']);
  });

  it('offers notifications once the placed order is on screen, and hands the server the subscription', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail());
    world.holdDetails();
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    expect(world.pushMessages.enableCalls).toBe(0);
    await act(async () => world.releaseDetails());
    await screen.findByRole('heading', { name: 'Order #1042' });
    await act(async () => undefined);
    expect(world.pushMessages.enableCalls).toBe(1);
    expect(world.pushRegistry.registered).toEqual(['push-token']);
  });

  it('shows the server message when the order cannot be loaded', async () => {
    const world = ordersWorld();
    world.failDetails({ code: 'NOT_FOUND', message: 'Invoice not found', status: 404 });
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice not found');
  });

  it.each([
    ['order_pending', [true, false, false], 1, 'Order Pending'],
    ['order_confirmed', [true, true, false], 2, 'Order Confirmed'],
    ['order_dispatched', [true, true, true], 3, 'Order Dispatched'],
    ['order_delivered', [true, true, true], 3, 'Order Delivered'],
    ['order_cancelled', [false, false, false], 0, 'Order Cancelled'],
  ] as const)('fills the progress bar for %s', async (status, segments, now, label) => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail({ status }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    await screen.findByRole('heading', { name: 'Order #1042' });
    expect(filledSegments()).toEqual(segments);
    expect(progress()).toHaveAttribute('aria-valuenow', String(now));
    expect(progress()).toHaveAttribute('aria-valuetext', label);
  });

  it.each([
    ['order_pending', 'Order Received'],
    ['order_confirmed', 'In Progress'],
    ['order_dispatched', 'On The Way'],
    ['order_delivered', 'Order Delivered'],
  ] as const)('marks the stepper step of %s as current', async (status, step) => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail({ status }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    const stepper = await screen.findByRole('list', { name: 'Order steps' });
    const steps = within(stepper).getAllByRole('listitem');
    expect(steps.map((item) => item.textContent)).toEqual([
      'Order Received',
      'In Progress',
      'On The Way',
      'Order Delivered',
    ]);
    expect(
      steps.filter((item) => item.getAttribute('aria-current') === 'step').map((item) => item.textContent),
    ).toEqual([step]);
  });

  it('marks no step of a cancelled order', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail({ status: 'order_cancelled' }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    const stepper = await screen.findByRole('list', { name: 'Order steps' });
    expect(
      within(stepper)
        .getAllByRole('listitem')
        .filter((item) => item.hasAttribute('aria-current')),
    ).toEqual([]);
  });

  it('moves the bar and the message live when the event stream reports a new status, without reloading', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail({ status: 'order_pending' }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    await screen.findByRole('heading', { name: 'Order #1042' });
    expect(filledSegments()).toEqual([true, false, false]);

    act(() => world.updates.send(aStatusUpdate('invoice-1042', 'order_confirmed')));
    expect(filledSegments()).toEqual([true, true, false]);
    expect(screen.getByText('Your order is being prepared.')).toBeInTheDocument();

    act(() => world.updates.send(aStatusUpdate('invoice-1042', 'order_dispatched')));
    expect(filledSegments()).toEqual([true, true, true]);
    expect(screen.getByText('Your order is ready for pickup.')).toBeInTheDocument();

    act(() => world.updates.send(aStatusUpdate('invoice-other', 'order_delivered')));
    expect(progress()).toHaveAttribute('aria-valuetext', 'Order Dispatched');
    expect(world.detailRequests).toEqual(['invoice-1042']);
  });

  it('stops following the stream when the page is left', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail());
    const view = await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    await screen.findByRole('heading', { name: 'Order #1042' });
    // One for the statuses, one for the store's refunds of this order.
    expect(world.updates.subscriberCount).toBe(2);
    view.unmount();
    expect(world.updates.subscriberCount).toBe(0);
  });

  it('loads the order again when the tab becomes visible, and shows the status it missed', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail({ status: 'order_pending' }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    await screen.findByRole('heading', { name: 'Order #1042' });

    world.putDetail(anOrderDetail({ status: 'order_delivered' }));
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(world.detailRequests).toHaveLength(1);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('Your order has been picked up. Enjoy!')).toBeInTheDocument();
    expect(world.detailRequests).toEqual(['invoice-1042', 'invoice-1042']);
    visibility.mockRestore();
  });

  it('counts down to the kitchen\u2019s estimate while the kitchen has the order, then shows the status image', async () => {
    // The kitchen expects it ready at 12:15; the clock reads 12:05, so 10 min are left.
    const world = ordersWorld(Date.parse('2026-06-15T12:05:00Z'));
    world.putDetail(anOrderDetail({ status: 'order_confirmed', readyBy: Date.parse('2026-06-15T12:15:00Z') }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    expect(await screen.findByRole('timer')).toHaveTextContent('Ready in 10 min 0 s');
    expect(screen.getByText(/^Ready by .* · about 10 min$/)).toBeInTheDocument();

    act(() => world.ticker.pass(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Ready in 8 min 59 s');

    act(() => world.ticker.pass(9 * 60_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Order Confirmed' })).toBeInTheDocument();
  });

  it('shows the status image, not a countdown, while the kitchen gave no estimate', async () => {
    const world = ordersWorld(Date.parse('2026-06-15T12:05:00Z'));
    world.putDetail(anOrderDetail({ status: 'order_confirmed' }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    expect(await screen.findByRole('img', { name: 'Order Confirmed' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows the status image, not a countdown, at a store whose preparation-time flag is off', async () => {
    // Issue 28, row 9: the countdown waits for the store's flag as well as the kitchen's estimate.
    const world = ordersWorld(Date.parse('2026-06-15T12:05:00Z'));
    world.putDetail(
      anOrderDetail({
        status: 'order_confirmed',
        readyBy: Date.parse('2026-06-15T12:15:00Z'),
        preparationTimeFlag: false,
      }),
    );
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    expect(await screen.findByRole('img', { name: 'Order Confirmed' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('follows the estimate live: the confirmation brings it, a new estimate moves it, in Finnish too', async () => {
    const world = ordersWorld(Date.parse('2026-06-15T12:05:00Z'));
    world.putDetail(anOrderDetail({ status: 'order_pending' }));
    await renderWithProviders(<OrderRoutes />, {
      resolver: world.resolver(),
      route: detailRoute,
      language: 'fi',
    });
    await screen.findByRole('heading', { name: 'Tilaus #1042' });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    const confirmed = {
      ...aStatusUpdate('invoice-1042', 'order_confirmed'),
      readyBy: Date.parse('2026-06-15T12:25:00Z'),
    };
    act(() => world.updates.send(confirmed));
    expect(await screen.findByRole('timer')).toHaveTextContent('Valmis 20 min 0 s kuluttua');
    expect(screen.getByText(/^Valmis klo .* · noin 20 min$/)).toBeInTheDocument();

    const later = { ...aStatusUpdate('invoice-1042', 'order_confirmed'), readyBy: Date.parse('2026-06-15T12:50:00Z') };
    act(() => world.updates.send(later));
    expect(await screen.findByText(/^Valmis klo .* · noin 45 min$/)).toBeInTheDocument();
  });

  it('shows the status image, not a countdown, once the order is dispatched', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail({ status: 'order_dispatched' }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    const picture = await screen.findByRole('img', { name: 'Order Dispatched' });
    // A drawing, not a character: a machine without an emoji font would show an empty box.
    expect(picture.tagName.toLowerCase()).toBe('svg');
    expect(picture.textContent).toBe('');
    expect(picture.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('PROMINENT layout shows merchant, location, QR, the lines and the total', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail());
    await renderWithProviders(<OrderRoutes />, {
      resolver: world.resolver(),
      route: detailRoute,
      config: testConfig({ layout: 'PROMINENT', currencySymbol: '€' }),
    });
    expect(await screen.findByRole('heading', { name: 'Kahvila Aalto' })).toBeInTheDocument();
    expect(screen.getByText('Location: Otakaari 1, Espoo')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of order 1042' })).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['2 × Cappuccino€ 9,00', '1 × Cinnamon bun€ 3,50']);
    expect(screen.getByTestId('order-total')).toHaveTextContent('€ 12,50');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Refunded € 5,90 on Nov 26, 2026'],
    ['fi', 'Hyvitetty € 5,90 26.11.2026'],
  ] as const)('shows the store\u2019s refunds with their dates (%s)', async (language, text) => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail({}, { refunds: [{ amount: 590, refundedAt: Date.parse('2026-11-26T10:00:00Z') }] }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute, language });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('reads the order again when the store refunds it, and shows the refund without a reload', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail({ status: 'order_delivered' }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    await screen.findByRole('heading', { name: 'Order #1042' });
    world.putDetail(
      anOrderDetail(
        { status: 'order_delivered' },
        { refunds: [{ amount: 590, refundedAt: Date.parse('2026-11-26T10:00:00Z') }] },
      ),
    );
    act(() => world.updates.send({ ...aStatusUpdate('invoice-1042', 'order_delivered'), type: 'SSE_ORDER_REFUNDED' }));
    expect(await screen.findByText('Refunded € 5,90 on Nov 26, 2026')).toBeInTheDocument();
    expect(world.detailRequests).toEqual(['invoice-1042', 'invoice-1042']);
  });

  it('lists no refunds for an order with none', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail());
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    await screen.findByRole('heading', { name: 'Order #1042' });
    expect(screen.queryByText(/Refunded/)).not.toBeInTheDocument();
  });

  it('shows the configured support phone as a call link', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail());
    await renderWithProviders(<OrderRoutes />, {
      resolver: world.resolver(),
      route: detailRoute,
      config: testConfig({ supportPhone: '+358 40 123 4567' }),
    });
    const call = await screen.findByRole('link', { name: 'Call support at +358 40 123 4567' });
    expect(call).toHaveAttribute('href', 'tel:+358401234567');
    expect(call).toHaveTextContent('Support: +358 40 123 4567');
  });

  describe('email receipt prompt', () => {
    it('asks first without showOrderDetail, and Skip goes straight to the detail without sending', async () => {
      const world = ordersWorld();
      world.putDetail(anOrderDetail());
      await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: promptRoute });
      expect(await screen.findByRole('heading', { name: 'Get your receipt by email' })).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
      expect(screen.getByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
      expect(world.mailer.sent).toEqual([]);
    });

    it('asks while the order is still on its way, and shows it once it arrives', async () => {
      const world = ordersWorld();
      world.putDetail(anOrderDetail());
      world.holdDetails();
      await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: promptRoute });
      expect(screen.getByRole('heading', { name: 'Get your receipt by email' })).toBeInTheDocument();
      expect(world.detailRequests).toEqual(['invoice-1042']);

      await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
      expect(screen.getByText('Loading order details....')).toHaveAttribute('role', 'status');
      await act(async () => world.releaseDetails());
      expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
    });

    it('shows why instead of asking when the order cannot be loaded', async () => {
      const world = ordersWorld();
      world.failDetails({ code: 'NOT_FOUND', message: 'Invoice not found', status: 404 });
      await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: promptRoute });
      expect(await screen.findByRole('alert')).toHaveTextContent('Invoice not found');
      expect(screen.queryByRole('heading', { name: 'Get your receipt by email' })).not.toBeInTheDocument();
    });

    it('refuses an invalid email with "Please enter valid email" and sends nothing', async () => {
      const world = ordersWorld();
      world.putDetail(anOrderDetail());
      await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: promptRoute });
      await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter valid email');
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
      expect(world.mailer.sent).toEqual([]);
    });

    it('sends the receipt with the consent and then shows the order detail', async () => {
      const world = ordersWorld();
      world.putDetail(anOrderDetail());
      await renderWithProviders(<OrderRoutes />, {
        resolver: world.resolver(),
        route: promptRoute,
        config: testConfig({ currencySymbol: '€' }),
      });
      await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'maija@example.fi');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Send me news and offers by email' }));
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

      expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
      expect(world.mailer.sent).toEqual([
        {
          toEmail: 'maija@example.fi',
          invoiceQueryId: anOrderDetail().summary.queryId,
          locale: 'en',
          marketingConsent: true,
        },
      ]);
    });

    it('stays on the prompt with the server message when sending fails', async () => {
      const world = ordersWorld();
      world.putDetail(anOrderDetail());
      world.mailer.failure = { code: 'SERVER_ERROR', message: 'Mail service down', status: 500 };
      await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: promptRoute });
      await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'maija@example.fi');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Mail service down');
      expect(screen.getByRole('heading', { name: 'Get your receipt by email' })).toBeInTheDocument();
    });
  });

  it('speaks Finnish too', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail({ status: 'order_confirmed' }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute, language: 'fi' });
    expect(await screen.findByRole('heading', { name: 'Tilaus #1042' })).toBeInTheDocument();
    expect(screen.getByText('Tilaustasi valmistetaan.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tilauksen eteneminen' })).toHaveAttribute(
      'aria-valuetext',
      'Tilaus vahvistettu',
    );
  });
});

describe('Order confirmation QR code', () => {
  it('draws the code in the browser when the server sent none', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail({}, { qrDataUrl: null }));
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    const qr = await screen.findByRole('img', { name: 'QR code of order 1042' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });
});

describe('Order confirmation receipt download', () => {
  it('saves the receipt as invoice-receipt-{date}.pdf, dated in the stores’ zone', async () => {
    // 23:30 UTC is already the next day in Helsinki.
    const world = ordersWorld(Date.parse('2026-06-15T23:30:00Z'));
    world.putDetail(anOrderDetail());
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    await userEvent.click(await screen.findByRole('button', { name: 'Download receipt' }));
    expect(world.receiptFiles.saved).toEqual([
      { invoiceQueryId: 'invoice-1042', fileName: 'invoice-receipt-2026-06-16.pdf' },
    ]);
  });

  it('shows the server message when the receipt cannot be fetched', async () => {
    const world = ordersWorld();
    world.putDetail(anOrderDetail());
    world.receiptFiles.failure = { code: 'SERVER_ERROR', message: 'Receipt not ready', status: 500 };
    await renderWithProviders(<OrderRoutes />, { resolver: world.resolver(), route: detailRoute });
    await userEvent.click(await screen.findByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Receipt not ready');
  });
});
