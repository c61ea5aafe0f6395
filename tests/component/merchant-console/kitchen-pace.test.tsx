import { screen, within } from '@testing-library/react';
import { helmiStaffSession, InMemoryMerchantConsole, storeOrder } from '../../support/fakes/in-memory-merchant-console';
import { renderConsole } from './console-test-kit';

// The fake's clock reads 10:00 UTC: 12:00 in Helsinki, the store's time zone.
async function renderOrders(service: InMemoryMerchantConsole, language: 'en' | 'fi' = 'en') {
  const view = await renderConsole({ session: helmiStaffSession, service, language });
  await screen.findByRole('heading', { name: language === 'en' ? 'Orders' : 'Tilaukset', level: 2 });
  return view;
}

const card = (name: string) => screen.findByRole('article', { name });
const panel = (name: string) => screen.findByRole('region', { name });

describe('confirming with a ready-by estimate', () => {
  it('confirms with a preset at one touch and shows when the order is ready', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(storeOrder({ queryId: 'a1' }));
    const { user } = await renderOrders(service);
    await user.click(within(await card('Order #A1')).getByRole('button', { name: 'Confirm' }));
    const question = screen.getByRole('group', { name: 'Confirm order #A1' });
    expect(
      within(within(question).getByRole('group', { name: 'Ready in' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['10 min', '15 min', '20 min', '30 min', '45 min']);
    await user.click(within(question).getByRole('button', { name: '20 min' }));

    const confirmed = await screen.findByRole('region', { name: 'Confirmed' });
    expect(within(confirmed).getByRole('article', { name: 'Order #A1' })).toHaveTextContent('Ready by 12:20');
    expect(service.estimates).toEqual([{ invoiceQueryId: 'a1', minutes: 20 }]);
    expect(screen.queryByRole('group', { name: 'Confirm order #A1' })).not.toBeInTheDocument();
  });

  it('takes another number of minutes within 1 to 240, and says so of one outside', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(storeOrder({ queryId: 'b2' }));
    const { user } = await renderOrders(service);
    await user.click(within(await card('Order #B2')).getByRole('button', { name: 'Confirm' }));
    const question = screen.getByRole('group', { name: 'Confirm order #B2' });
    const minutes = within(question).getByRole('spinbutton', { name: 'Other: minutes (1–240)' });
    await user.type(minutes, '241');
    await user.click(within(question).getByRole('button', { name: 'Set' }));
    expect(minutes).toHaveAccessibleDescription('Enter whole minutes from 1 to 240.');
    expect(service.estimates).toEqual([]);

    await user.clear(minutes);
    await user.type(minutes, '35');
    await user.click(within(question).getByRole('button', { name: 'Set' }));
    expect(await card('Order #B2')).toHaveTextContent('Ready by 12:35');
    expect(service.estimates).toEqual([{ invoiceQueryId: 'b2', minutes: 35 }]);
  });

  it('changes a confirmed order\u2019s estimate, in Finnish too', async () => {
    const service = new InMemoryMerchantConsole();
    service.add(storeOrder({ queryId: 'c3', status: 'order_confirmed', readyBy: Date.parse('2026-11-26T10:15:00Z') }));
    const { user } = await renderOrders(service, 'fi');
    const order = await card('Tilaus #C3');
    expect(order).toHaveTextContent('Valmis klo 12.15');
    await user.click(within(order).getByRole('button', { name: 'Muuta arviota' }));
    const question = screen.getByRole('group', { name: 'Uusi valmistumisarvio tilaukselle #C3' });
    expect(within(question).queryByRole('button', { name: 'Vahvista ilman arviota' })).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: '45 min' }));
    expect(await card('Tilaus #C3')).toHaveTextContent('Valmis klo 12.45');
    expect(service.estimates).toEqual([{ invoiceQueryId: 'c3', minutes: 45 }]);
  });
});

describe('slowing the kitchen', () => {
  it('pauses new orders for a chosen time or until resumed, and resumes them', async () => {
    const service = new InMemoryMerchantConsole();
    const { user } = await renderOrders(service);
    const pace = await panel('New orders');
    expect(await within(pace).findByText('Taking new orders.')).toBeInTheDocument();
    expect(within(pace).queryByRole('button', { name: 'Resume new orders' })).not.toBeInTheDocument();
    const pauses = within(pace).getByRole('group', { name: 'Pause new orders' });
    expect(
      within(pauses)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pause 15 min', 'Pause 30 min', 'Pause 1 h', 'Pause until I resume']);

    await user.click(within(pauses).getByRole('button', { name: 'Pause 30 min' }));
    expect(await within(pace).findByText('New orders paused until 12:30 PM.')).toBeInTheDocument();
    await user.click(within(pace).getByRole('button', { name: 'Resume new orders' }));
    expect(await within(pace).findByText('Taking new orders.')).toBeInTheDocument();
    await user.click(within(pace).getByRole('button', { name: 'Pause until I resume' }));
    expect(await within(pace).findByText('New orders paused until you resume them.')).toBeInTheDocument();
    expect(service.intake).toMatchObject({ pausedUntil: null, pausedUntilResumed: true });
  });

  it('sets a cap of orders per 15 minutes, refuses one out of range, and takes an empty field as no cap', async () => {
    const service = new InMemoryMerchantConsole();
    const { user } = await renderOrders(service);
    const pace = await panel('New orders');
    expect(await within(pace).findByText('No cap on orders.')).toBeInTheDocument();
    const cap = within(pace).getByRole('spinbutton', { name: 'Most orders per 15 minutes (empty: no cap)' });
    await user.type(cap, '501');
    await user.click(within(pace).getByRole('button', { name: 'Save the cap' }));
    expect(cap).toHaveAccessibleDescription('Enter a whole number from 0 to 500, or leave it empty.');
    expect(service.intake.capPerQuarterHour).toBeNull();

    await user.clear(cap);
    await user.type(cap, '3');
    await user.click(within(pace).getByRole('button', { name: 'Save the cap' }));
    expect(await within(pace).findByText('At most 3 orders per 15 minutes.')).toBeInTheDocument();
    await user.clear(cap);
    await user.click(within(pace).getByRole('button', { name: 'Save the cap' }));
    expect(await within(pace).findByText('No cap on orders.')).toBeInTheDocument();
    expect(service.intake.capPerQuarterHour).toBeNull();
  });

  it('says in Finnish when a full kitchen takes orders again', async () => {
    const service = new InMemoryMerchantConsole();
    service.intake = {
      pausedUntil: null,
      pausedUntilResumed: false,
      capPerQuarterHour: 2,
      hold: { reason: 'KITCHEN_FULL', until: Date.parse('2026-11-26T10:07:00Z') },
    };
    await renderOrders(service, 'fi');
    const pace = await panel('Uudet tilaukset');
    expect(
      await within(pace).findByText('Täynnä: tilausten enimmäismäärä on täynnä. Uusia tilauksia taas klo 12.07.'),
    ).toBeInTheDocument();
    expect(within(pace).getByText('Enintään 2 tilausta 15 minuutissa.')).toBeInTheDocument();
  });
});
