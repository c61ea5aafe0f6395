import { screen, waitFor, within } from '@testing-library/react';
import { helmiStaffSession } from '../../support/fakes/in-memory-merchant-console';
import { InMemoryStoreInventory, storeProduct } from '../../support/fakes/in-memory-store-inventory';
import { renderConsole } from './console-test-kit';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

const soup = () =>
  storeProduct({
    queryId: 'soup',
    name: 'Lohikeitto',
    description: 'Creamy',
    categoryName: 'Soups',
    sizes: ['Small', '0,5 l'],
    colors: ['Valkoinen'],
  });

async function renderEdit(inventory = new InMemoryStoreInventory(soup()), language: 'en' | 'fi' = 'en') {
  const view = await renderConsole({
    session: helmiStaffSession,
    inventory,
    route: '/inventory-mgmt/edit/soup',
    language,
  });
  await screen.findByRole('heading', { level: 2, name: language === 'en' ? 'Edit product' : 'Muokkaa tuotetta' });
  return view;
}

describe('/inventory-mgmt/edit/{id}', () => {
  it('opens from the product\u2019s card, filled with the product as stored', async () => {
    const { user } = await renderConsole({
      session: helmiStaffSession,
      inventory: new InMemoryStoreInventory(soup()),
      page: 'inventory',
    });
    const card = await screen.findByRole('article', { name: 'Lohikeitto' });
    await user.click(within(card).getByRole('link', { name: 'Edit details of Lohikeitto' }));
    const form = await screen.findByRole('form', { name: 'Lohikeitto' });
    expect(within(form).getByLabelText('Product name')).toHaveValue('Lohikeitto');
    expect(within(form).getByLabelText('Category')).toHaveValue('Soups');
    expect(within(form).getByLabelText('Description')).toHaveValue('Creamy');
    expect(within(form).getByLabelText('Sizes, one a line')).toHaveValue('Small\n0,5 l');
    expect(within(form).getByLabelText('Colours, one a line')).toHaveValue('Valkoinen');
  });

  it('saves the texts, category, sizes, colours and a new picture', async () => {
    const inventory = new InMemoryStoreInventory(soup());
    const { user } = await renderEdit(inventory);
    await user.clear(screen.getByLabelText('Product name'));
    await user.type(screen.getByLabelText('Product name'), 'Salmon soup');
    await user.clear(screen.getByLabelText('Category'));
    await user.type(screen.getByLabelText('Category'), 'Specials');
    await user.type(screen.getByLabelText('Brand'), 'Helmi');
    await user.type(screen.getByLabelText('Sizes, one a line'), '{Enter}Large{Enter}small');
    await user.clear(screen.getByLabelText('Colours, one a line'));
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      new File([png], 'salmon.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('New picture: salmon.png. It is kept when you save.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Customers see the change now.');
    expect(inventory.edits).toEqual([
      {
        productQueryId: 'soup',
        details: {
          name: 'Salmon soup',
          category: 'Specials',
          brand: 'Helmi',
          description: 'Creamy',
          // Each size once, whatever its case; a size may hold a comma.
          sizes: ['Small', '0,5 l', 'Large'],
          colors: [],
        },
        pictureId: '00000000-0000-4000-8000-000000000001.png',
      },
    ]);
    expect(inventory.products[0]?.name).toBe('Salmon soup');
  });

  it('shows a rule broken beside its field before sending, and the server\u2019s refusal beside its field', async () => {
    const inventory = new InMemoryStoreInventory(soup());
    const { user } = await renderEdit(inventory);
    await user.clear(screen.getByLabelText('Product name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Product name')).toHaveAccessibleDescription('Required');
    expect(inventory.edits).toEqual([]);

    await user.type(screen.getByLabelText('Product name'), 'Soup');
    expect(screen.getByLabelText('Product name')).not.toHaveAttribute('aria-invalid', 'true');
    inventory.refuseNext = { message: 'Bad request', fields: { category: 'A store has at most 500 categories' } };
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: Bad request');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('A store has at most 500 categories');
    expect(screen.getByLabelText('Product name')).toHaveValue('Soup');
  });

  it('says so when the product is no longer in the store', async () => {
    await renderConsole({
      session: helmiStaffSession,
      inventory: new InMemoryStoreInventory(),
      route: '/inventory-mgmt/edit/gone',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This product is no longer in the store.');
  });

  it('is in Finnish for a Finnish console', async () => {
    await renderEdit(new InMemoryStoreInventory(soup()), 'fi');
    expect(await screen.findByLabelText('Tuotteen nimi')).toHaveValue('Lohikeitto');
    expect(screen.getByLabelText('Koot, yksi kullekin riville')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tallenna muutokset' })).toBeInTheDocument();
  });
});

describe('removing a product from /inventory-mgmt', () => {
  it('asks first; keeping it changes nothing, and confirming removes it from the list', async () => {
    const inventory = new InMemoryStoreInventory(soup(), storeProduct({ queryId: 'tea', name: 'Tea' }));
    const { user } = await renderConsole({ session: helmiStaffSession, inventory, page: 'inventory' });
    const card = await screen.findByRole('article', { name: 'Lohikeitto' });

    await user.click(within(card).getByRole('button', { name: 'Remove Lohikeitto' }));
    const question = within(card).getByRole('group', { name: 'Remove Lohikeitto' });
    expect(question).toHaveTextContent(
      'Remove Lohikeitto from the store? Customers no longer see or buy it; past orders and reports keep it.',
    );
    expect(within(question).getByRole('button', { name: 'Yes, remove' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(inventory.removed).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Remove Lohikeitto' })).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Remove Lohikeitto' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, remove' }));
    // The note takes focus in an effect after the render that shows it: wait for the focus, not only the text.
    const removedNote = await screen.findByText('Lohikeitto was removed from the store.');
    await waitFor(() => expect(removedNote).toHaveFocus());
    expect(inventory.removed).toEqual(['soup']);
    expect(screen.queryByRole('article', { name: 'Lohikeitto' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Tea' })).toBeInTheDocument();
  });

  it('shows why when the server refuses, and keeps the product', async () => {
    const inventory = new InMemoryStoreInventory(soup());
    const { user } = await renderConsole({ session: helmiStaffSession, inventory, page: 'inventory' });
    const card = await screen.findByRole('article', { name: 'Lohikeitto' });
    inventory.products = [];
    await user.click(within(card).getByRole('button', { name: 'Remove Lohikeitto' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(/^Not removed: /);
    expect(screen.getByRole('article', { name: 'Lohikeitto' })).toBeInTheDocument();
  });
});
