import { screen, within } from '@testing-library/react';
import type { Language } from '@/presentation/i18n/i18n';
import { helmiStaffSession, InMemoryMerchantConsole, storeOrder } from '../../support/fakes/in-memory-merchant-console';
import { renderConsole } from './console-test-kit';

// Issue 26, item 1: the customer's note for the whole order, shown once and framed on the card, in the
// details and on the kitchen ticket.
const noted = storeOrder({ queryId: 'nt1', note: 'Pähkinäallergia!\nOvikoodi 1234' });

async function renderOrders(language: Language, ...orders: ReturnType<typeof storeOrder>[]) {
  const service = new InMemoryMerchantConsole();
  service.add(...orders);
  const view = await renderConsole({ session: helmiStaffSession, service, language });
  await screen.findByRole('heading', { level: 2, name: language === 'fi' ? 'Tilaukset' : 'Orders' });
  return view;
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('the order note in the console', () => {
  let print: jest.SpyInstance;
  beforeEach(() => {
    print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => print.mockRestore());

  it('shows the note once on the card, in the details and on the kitchen ticket', async () => {
    const { user } = await renderOrders('en', noted);
    const card = await screen.findByRole('article', { name: 'Order #NT1' });
    expect(occurrences(card.textContent ?? '', 'Order note: Pähkinäallergia!\nOvikoodi 1234')).toBe(1);

    await user.click(within(card).getByRole('button', { name: 'Details' }));
    const details = screen.getByRole('dialog', { name: 'Order #NT1 in full' });
    expect(occurrences(details.textContent ?? '', 'Order note: Pähkinäallergia!')).toBe(1);

    await user.click(within(details).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const ticket = document.querySelector<HTMLElement>('[data-kitchen-ticket]');
    expect(occurrences(ticket?.textContent ?? '', 'Order note: Pähkinäallergia!\nOvikoodi 1234')).toBe(1);
  });

  it('is labelled in Finnish, and an order without a note shows no label', async () => {
    await renderOrders('fi', noted, storeOrder({ queryId: 'plain' }));
    const card = await screen.findByRole('article', { name: 'Tilaus #NT1' });
    expect(card).toHaveTextContent('Tilauksen huomautus: Pähkinäallergia!');
    expect(screen.getByRole('article', { name: 'Tilaus #PLAIN' })).not.toHaveTextContent('Tilauksen huomautus');
  });
});
