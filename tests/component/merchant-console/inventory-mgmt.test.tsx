import { screen, within } from '@testing-library/react';
import { helmiStaffSession } from '../../support/fakes/in-memory-merchant-console';
import { InMemoryStoreInventory, storeProduct } from '../../support/fakes/in-memory-store-inventory';
import { renderConsole } from './console-test-kit';

async function renderInventory(inventory: InMemoryStoreInventory, language: 'en' | 'fi' = 'en') {
  const view = await renderConsole({ session: helmiStaffSession, inventory, page: 'inventory', language });
  await screen.findByRole('heading', { level: 2, name: language === 'en' ? 'Inventory' : 'Tuotteet' });
  return view;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('/inventory-mgmt', () => {
  it('shows each product with its price, promotion, stock and whether it sells', async () => {
    const inventory = new InMemoryStoreInventory(
      storeProduct({ queryId: 'soup', name: 'Lohikeitto', price: 1290 }),
      storeProduct({
        queryId: 'pie',
        name: 'Karjalanpiirakka',
        price: 400,
        promotion: { nature: 'discount', amount: 25 },
        unlimited: false,
        stock: 3,
      }),
      storeProduct({ queryId: 'tea', name: 'Tea', unlimited: true, offSale: true }),
    );
    await renderInventory(inventory);

    const soup = await card('Lohikeitto');
    expect(soup).toHaveTextContent('No promotion');
    expect(soup).toHaveTextContent('On sale · Stock not counted');
    expect(within(soup).getByLabelText('Price')).toHaveValue('12.90');
    const pie = screen.getByRole('article', { name: 'Karjalanpiirakka' });
    expect(pie).toHaveTextContent('Promotion: 25 % off');
    expect(pie).toHaveTextContent('Customers pay € 3,00 with the promotion');
    expect(pie).toHaveTextContent('On sale · 3 in stock');
    expect(within(pie).getByLabelText('Units in stock')).toHaveValue('3');
    expect(screen.getByRole('article', { name: 'Tea' })).toHaveTextContent('Not on sale');
    expect(screen.getByRole('link', { name: 'Add products' })).toHaveAttribute('href', '/inventory-mgmt/add');
  });

  it('saves a new price and a counted stock, and shows the product as the server stored it', async () => {
    const inventory = new InMemoryStoreInventory(storeProduct({ queryId: 'soup', name: 'Lohikeitto' }));
    const { user } = await renderInventory(inventory);
    const soup = await card('Lohikeitto');
    await user.clear(within(soup).getByLabelText('Price'));
    await user.type(within(soup).getByLabelText('Price'), '14,50');
    await user.click(within(soup).getByRole('checkbox', { name: 'Count the stock' }));
    await user.clear(within(soup).getByLabelText('Units in stock'));
    await user.type(within(soup).getByLabelText('Units in stock'), '0');
    await user.click(within(soup).getByRole('button', { name: 'Save' }));

    expect(await within(soup).findByRole('status')).toHaveTextContent('Saved. Customers see the change now.');
    expect(inventory.changes).toEqual([
      { productQueryId: 'soup', change: { price: 1450, stock: 0, unlimited: false, offSale: false } },
    ]);
    expect(soup).toHaveTextContent('Not on sale · 0 in stock');
  });

  it('takes an uncounted product off sale', async () => {
    const inventory = new InMemoryStoreInventory(storeProduct({ queryId: 'soup', name: 'Lohikeitto' }));
    const { user } = await renderInventory(inventory);
    const soup = await card('Lohikeitto');
    await user.click(within(soup).getByRole('checkbox', { name: 'On sale' }));
    await user.click(within(soup).getByRole('button', { name: 'Save' }));
    expect(await within(soup).findByText(/^Not on sale/)).toBeInTheDocument();
    expect(inventory.changes[0]?.change).toEqual({ price: 1290, stock: 0, unlimited: true, offSale: true });
  });

  it('shows a bad price beside the field before sending, keeping what was typed', async () => {
    const inventory = new InMemoryStoreInventory(storeProduct({ queryId: 'soup', name: 'Lohikeitto' }));
    const { user } = await renderInventory(inventory);
    const soup = await card('Lohikeitto');
    const price = within(soup).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '12.999');
    await user.click(within(soup).getByRole('button', { name: 'Save' }));
    expect(await within(soup).findByText('Write the price as 12.90')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Write the price as 12.90');
    expect(price).toHaveValue('12.999');
    expect(inventory.changes).toEqual([]);
  });

  it('shows the server\u2019s refusal beside its field, keeping what was typed', async () => {
    const inventory = new InMemoryStoreInventory(storeProduct({ queryId: 'soup', name: 'Lohikeitto' }));
    inventory.refuseNext = { message: 'Invalid request body: cost', fields: { price: 'Too large' } };
    const { user } = await renderInventory(inventory);
    const soup = await card('Lohikeitto');
    const price = within(soup).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '99999');
    await user.click(within(soup).getByRole('button', { name: 'Save' }));
    expect(await within(soup).findByText('Too large')).toBeInTheDocument();
    expect(within(soup).getByRole('alert')).toHaveTextContent('Not saved: Invalid request body: cost');
    expect(price).toHaveValue('99999');
  });

  it('opens the sign-in over the page when the session has ended, keeping the typed price', async () => {
    const inventory = new InMemoryStoreInventory(storeProduct({ queryId: 'soup', name: 'Lohikeitto' }));
    const { user } = await renderInventory(inventory);
    const soup = await card('Lohikeitto');
    const price = within(soup).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '15');
    inventory.failure = { code: 'SESSION_EXPIRED', message: 'Session Expired', status: 401 };
    await user.click(within(soup).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(price).toHaveValue('15');
  });

  it('speaks Finnish', async () => {
    const inventory = new InMemoryStoreInventory(storeProduct({ queryId: 'soup', name: 'Lohikeitto' }));
    await renderInventory(inventory, 'fi');
    const soup = await card('Lohikeitto');
    expect(soup).toHaveTextContent('Myynnissä · Varastoa ei lasketa');
    expect(within(soup).getByRole('button', { name: 'Tallenna' })).toBeInTheDocument();
  });
});
