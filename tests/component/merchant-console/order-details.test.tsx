import { act, screen, within } from '@testing-library/react';
import type { StoreDeliveryAddress } from '@/domain/merchant-console/store-order';
import type { Language } from '@/presentation/i18n/i18n';
import { helmiStaffSession, InMemoryMerchantConsole, storeOrder } from '../../support/fakes/in-memory-merchant-console';
import { InMemoryConsolePreferences } from '../../support/fakes/in-memory-console-preferences';
import { renderConsole } from './console-test-kit';

const harbour: StoreDeliveryAddress = {
  name: 'Home',
  building: 'B',
  street: 'Satamakatu 4',
  floor: '3',
  room: '12',
  landmark: 'Blue door by the kiosk',
  district: 'Kruununhaka',
  description: '12, Kruununhaka',
  lat: 60.1699,
  long: 24.9384,
};

/** A delivery with a voucher, a tip and both fees, and a line with every kind of choice and a note. */
const delivery = storeOrder({
  queryId: 'dl1',
  customerName: 'Aino Virtanen',
  customerPhone: '+358401234567',
  delivery: harbour,
  paymentType: 'STRIPE',
  paid: true,
  payable: 3150,
  amounts: {
    subTotal: 3000,
    itemsDiscount: 200,
    voucher: { code: 'HELMI10', discount: 300 },
    tip: 250,
    serviceFee: 100,
    deliveryFee: 300,
  },
  lines: [
    {
      productName: 'T-shirt',
      quantity: 2,
      size: 'M',
      color: 'Blue',
      variants: ['Gift wrap'],
      instruction: 'Ring twice',
    },
  ],
});

async function renderOrders(language: Language, ...orders: ReturnType<typeof storeOrder>[]) {
  const service = new InMemoryMerchantConsole();
  service.add(...orders);
  const view = await renderConsole({ session: helmiStaffSession, service, language });
  await screen.findByRole('heading', { level: 2, name: language === 'fi' ? 'Tilaukset' : 'Orders' });
  return view;
}

describe('an order card and its details', () => {
  let print: jest.SpyInstance;
  beforeEach(() => {
    print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => print.mockRestore());

  it('shows a delivery\u2019s phone, its address part by part and a map link that opens in a new tab', async () => {
    await renderOrders('en', delivery);
    const card = await screen.findByRole('article', { name: 'Order #DL1' });
    expect(card).toHaveTextContent('Delivery');
    expect(within(card).getByRole('link', { name: '+358401234567' })).toHaveAttribute('href', 'tel:+358401234567');
    for (const text of [
      'Street: Satamakatu 4',
      'Building: B',
      'Floor: 3',
      'Flat or room: 12',
      'Landmark: Blue door by the kiosk',
      'District: Kruununhaka',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    const map = within(card).getByRole('link', { name: 'Open on a map (new tab)' });
    expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=60.1699&mlon=24.9384#map=17/60.1699/24.9384',
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(card).toHaveTextContent('2 × T-shirt');
    expect(card).toHaveTextContent('Size: M');
    expect(card).toHaveTextContent('Colour: Blue');
    expect(card).toHaveTextContent('Options: Gift wrap');
    expect(card).toHaveTextContent('Note: Ring twice');
  });

  it('shows a pickup as such, with no phone and no map', async () => {
    await renderOrders('en', storeOrder({ queryId: 'pk1', customerPhone: null, delivery: null }));
    const card = await screen.findByRole('article', { name: 'Order #PK1' });
    expect(card).toHaveTextContent('Pickup');
    expect(card).not.toHaveTextContent('Delivery');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads an older delivery, whose address kept no parts, by its one-line description', async () => {
    const bare = { ...harbour, building: '', street: '', floor: '', room: '', landmark: '', district: '' };
    await renderOrders('en', storeOrder({ queryId: 'old', delivery: bare, customerPhone: null }));
    const card = await screen.findByRole('article', { name: 'Order #OLD' });
    expect(within(card).getByText('12, Kruununhaka')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Street:');
  });

  it('opens the whole order: customer, delivery, lines, voucher, tip, fees, total and payment', async () => {
    const { user } = await renderOrders('en', delivery);
    const card = await screen.findByRole('article', { name: 'Order #DL1' });
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    const details = screen.getByRole('dialog', { name: 'Order #DL1 in full' });
    expect(details).toHaveTextContent('Aino Virtanen');
    expect(details).toHaveTextContent('Landmark: Blue door by the kiosk');
    expect(details).toHaveTextContent('Note: Ring twice');
    const amounts = [...details.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(amounts).toEqual([
      ['Subtotal', '€ 30,00'],
      ['Item discounts', '−€ 2,00'],
      ['Voucher HELMI10', '−€ 3,00'],
      ['Rider tip', '€ 2,50'],
      ['Service fee', '€ 1,00'],
      ['Delivery fee', '€ 3,00'],
      ['Total', '€ 31,50'],
    ]);
    expect(details).toHaveTextContent('Payment: Card payment · Paid');
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves out a discount or fee the order does not have', async () => {
    const { user } = await renderOrders('en', storeOrder({ queryId: 'plain', payable: 2590 }));
    await user.click(
      within(await screen.findByRole('article', { name: 'Order #PLAIN' })).getByRole('button', {
        name: 'Details',
      }),
    );
    const terms = [...screen.getByRole('dialog').querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Subtotal', 'Total']);
  });
});

describe('the kitchen ticket', () => {
  let print: jest.SpyInstance;
  beforeEach(() => {
    print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => print.mockRestore());

  const ticket = () => document.querySelector<HTMLElement>('[data-kitchen-ticket]');

  it('is printed from the card with the store, the order\u2019s code and time, where it goes and what to make', async () => {
    const { user } = await renderOrders('en', delivery);
    expect(ticket()).toBeNull();
    const card = await screen.findByRole('article', { name: 'Order #DL1' });
    await user.click(within(card).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const printed = ticket();
    expect(printed).not.toBeNull();
    const text = printed?.textContent ?? '';
    expect(within(document.body).getByRole('region', { name: 'Kitchen ticket for order #DL1', hidden: true })).toBe(
      printed?.firstElementChild,
    );
    expect(text).toContain('Sataman Helmi');
    expect(text).toContain('Order #DL1');
    // 09:00 UTC is 11:00 in Helsinki, the store's zone.
    expect(text).toContain('11:00');
    expect(text).toContain('Delivery');
    expect(text).toContain('Street: Satamakatu 4');
    expect(text).toContain('Landmark: Blue door by the kiosk');
    expect(text).toContain('2 × T-shirt');
    expect(text).toContain('Size: M');
    expect(text).toContain('Options: Gift wrap');
    expect(text).toContain('Note: Ring twice');
    // Paper has nothing to click, and the money is not the kitchen's business.
    expect(printed?.querySelector('a')).toBeNull();
    expect(text).not.toContain('31,50');
    // The ticket lives beside the app, where the print stylesheet leaves it alone on the page.
    expect(printed?.parentElement).toBe(document.body);
  });

  it('is printed from the details view too, and in Finnish when the console is', async () => {
    const { user } = await renderOrders('fi', storeOrder({ queryId: 'fi1', delivery: null }));
    const card = await screen.findByRole('article', { name: 'Tilaus #FI1' });
    await user.click(within(card).getByRole('button', { name: 'Tiedot' }));
    const details = screen.getByRole('dialog', { name: 'Tilaus #FI1 kokonaan' });
    await user.click(within(details).getByRole('button', { name: 'Tulosta' }));
    expect(print).toHaveBeenCalledTimes(1);
    const text = ticket()?.textContent ?? '';
    expect(
      within(document.body).getByRole('region', { name: 'Keittiön tilauslappu, tilaus #FI1', hidden: true }),
    ).toBeInTheDocument();
    expect(text).toContain('Tilaus #FI1');
    expect(text).toContain('Nouto');
    expect(text).toContain('2 × Lohikeitto');
    expect(text).toContain('Huomio: No dill');
  });
});

describe('printing each new order automatically', () => {
  let print: jest.SpyInstance;
  beforeEach(() => {
    print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => print.mockRestore());

  const labelsOfTickets = () =>
    [...document.querySelectorAll('[data-kitchen-ticket] section')].map((ticket) => ticket.getAttribute('aria-label'));

  it('prints the tickets of the orders that arrive once the staff turn it on, and remembers the choice', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(storeOrder({ queryId: 'before' }));
    const preferences = new InMemoryConsolePreferences(false);
    const { user } = await renderConsole({ session: helmiStaffSession, service, preferences });
    await screen.findByRole('article', { name: 'Order #BEFORE' });
    const setting = screen.getByRole('checkbox', { name: 'Print each new order automatically' });
    expect(setting).not.toBeChecked();
    await user.click(setting);
    expect(setting).toBeChecked();
    expect(preferences.autoPrinting).toBe(true);
    expect(print).not.toHaveBeenCalled();

    act(() => service.arrive(storeOrder({ queryId: 'new1', placedAt: Date.parse('2026-11-26T09:30:00Z') })));
    await screen.findByRole('article', { name: 'Order #NEW1' });
    expect(print).toHaveBeenCalledTimes(1);
    expect(labelsOfTickets()).toEqual(['Kitchen ticket for order #NEW1']);
  });

  it('starts as this device last left it, and prints nothing by itself once turned off', async () => {
    const service = new InMemoryMerchantConsole();
    const preferences = new InMemoryConsolePreferences(true);
    const { user } = await renderConsole({ session: helmiStaffSession, service, preferences });
    await screen.findByText('No orders yet.');
    // Read from this device's memory when the page opens.
    const setting = await screen.findByRole('checkbox', { name: 'Print each new order automatically', checked: true });
    await user.click(setting);
    expect(preferences.autoPrinting).toBe(false);

    act(() => service.arrive(storeOrder({ queryId: 'quiet' })));
    await screen.findByRole('article', { name: 'Order #QUIET' });
    expect(print).not.toHaveBeenCalled();
    expect(labelsOfTickets()).toEqual([]);
  });
});
