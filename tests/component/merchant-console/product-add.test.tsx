import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { helmiStaffSession } from '../../support/fakes/in-memory-merchant-console';
import { InMemoryStoreInventory, storeProduct } from '../../support/fakes/in-memory-store-inventory';
import { renderConsole } from './console-test-kit';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function renderAdd(
  inventory = new InMemoryStoreInventory(storeProduct({ queryId: 'soup', brand: 'Helmi', sizes: ['Large'] })),
) {
  const view = await renderConsole({ session: helmiStaffSession, inventory, route: '/inventory-mgmt/add' });
  await screen.findByRole('heading', { level: 2, name: 'Add products' });
  // The store's lists arrive after the table.
  await screen.findByRole('option', { name: 'Drinks' });
  return view;
}

describe('/inventory-mgmt/add', () => {
  it('shows the spec\u2019s columns, the store\u2019s categories, brands and sizes', async () => {
    await renderAdd();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Product Name',
      'Category',
      'Brand',
      'Color',
      'Size',
      'Price',
      'Description',
      'Actions',
    ]);
    const category = screen.getByRole('combobox', { name: 'Category, row 1' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Soups', 'Drinks']);
    expect(
      within(screen.getByRole('combobox', { name: 'Brand, row 1' })).getByRole('option', { name: 'Helmi' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Size, row 1' })).getByRole('option', { name: 'Large' }),
    ).toBeInTheDocument();
  });

  // Issue 26: the colour cell showed a black swatch beside "No colour"; a picker must hold some colour, so the
  // swatch is drawn only once a colour is chosen.
  it('draws no swatch while no colour is chosen, and the chosen one once picked', async () => {
    const { user } = await renderAdd(new InMemoryStoreInventory());
    const colour = screen.getByLabelText('Color, row 1');
    expect(colour).toHaveAttribute('data-chosen', 'false');
    expect(colour).toHaveAccessibleDescription('No colour');
    fireEvent.change(colour, { target: { value: '#aa5500' } });
    expect(colour).toHaveAttribute('data-chosen', 'true');
    expect(colour).toHaveAccessibleDescription('#aa5500');
    await user.click(screen.getByRole('button', { name: 'Clear colour, row 1' }));
    expect(colour).toHaveAttribute('data-chosen', 'false');
    expect(colour).toHaveAccessibleDescription('No colour');
  });

  it('adds a row to the store with a new category, a colour and its picture', async () => {
    const inventory = new InMemoryStoreInventory();
    const { user } = await renderAdd(inventory);
    await user.type(screen.getByRole('textbox', { name: 'Product Name, row 1' }), 'Rye bread');
    await user.click(screen.getByRole('button', { name: 'Add new category, row 1' }));
    await user.type(screen.getByRole('textbox', { name: 'New category, row 1' }), 'Bakery{Enter}');
    expect(screen.getByRole('combobox', { name: 'Category, row 1' })).toHaveValue('Bakery');
    // A colour picker's value is set the way a picker sets it.
    const colour = screen.getByLabelText('Color, row 1');
    fireEvent.change(colour, { target: { value: '#aa5500' } });
    await user.type(screen.getByRole('textbox', { name: 'Price, row 1' }), '4,50');
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      new File([png], 'bread.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Picture: bread.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add, row 1' }));

    expect(await screen.findByText('Rye bread was added to the store.')).toBeInTheDocument();
    expect(inventory.added).toEqual([
      {
        product: {
          name: 'Rye bread',
          category: 'Bakery',
          brand: null,
          color: '#aa5500',
          size: null,
          price: 450,
          description: '',
        },
        pictureId: '00000000-0000-4000-8000-000000000001.png',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Added, row 1' })).toBeDisabled();
  });

  it('says "Required" beside an empty product name and sends nothing', async () => {
    const inventory = new InMemoryStoreInventory();
    const { user } = await renderAdd(inventory);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category, row 1' }), 'Soups');
    await user.type(screen.getByRole('textbox', { name: 'Price, row 1' }), '3');
    await user.click(screen.getByRole('button', { name: 'Add, row 1' }));
    const name = screen.getByRole('textbox', { name: 'Product Name, row 1' });
    expect(name).toHaveAccessibleDescription('Required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(inventory.added).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Price, row 1' })).toHaveValue('3');
  });

  it('refuses a file that is not a PNG or JPEG by its content, whatever its name', async () => {
    const inventory = new InMemoryStoreInventory();
    const { user } = await renderAdd(inventory);
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      new File(['not a picture'], 'fake.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Only JPEG or PNG pictures')).toBeInTheDocument();
    expect(inventory.uploads).toEqual([]);
  });

  it('shows the server\u2019s refusal beside its field and keeps the row', async () => {
    const inventory = new InMemoryStoreInventory();
    inventory.refuseNext = { message: 'Invalid request body: size', fields: { size: 'At most 50 characters' } };
    const { user } = await renderAdd(inventory);
    await user.type(screen.getByRole('textbox', { name: 'Product Name, row 1' }), 'Tea');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category, row 1' }), 'Drinks');
    await user.type(screen.getByRole('textbox', { name: 'Price, row 1' }), '2.20');
    await user.click(screen.getByRole('button', { name: 'Add, row 1' }));
    expect(await screen.findByText('At most 50 characters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Size, row 1' })).toHaveAccessibleDescription('At most 50 characters');
    expect(screen.getByRole('textbox', { name: 'Product Name, row 1' })).toHaveValue('Tea');
    expect(screen.getByRole('button', { name: 'Add, row 1' })).toBeEnabled();
  });

  it('takes the keyboard back to the dropdown once a new entry is saved', async () => {
    const { user } = await renderAdd(new InMemoryStoreInventory());
    await user.click(screen.getByRole('button', { name: 'Add new size, row 1' }));
    await user.keyboard('XL{Enter}');
    const size = screen.getByRole('combobox', { name: 'Size, row 1' });
    expect(size).toHaveValue('XL');
    await waitFor(() => expect(size).toHaveFocus());
  });

  it('opens the sign-in over the table when the session has ended, keeping the rows as typed', async () => {
    const inventory = new InMemoryStoreInventory();
    const { user } = await renderAdd(inventory);
    await user.type(screen.getByRole('textbox', { name: 'Product Name, row 1' }), 'Tea');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category, row 1' }), 'Drinks');
    await user.type(screen.getByRole('textbox', { name: 'Price, row 1' }), '2');
    inventory.failure = { code: 'SESSION_EXPIRED', message: 'Session Expired', status: 401 };
    await user.click(screen.getByRole('button', { name: 'Add, row 1' }));
    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Product Name, row 1', hidden: true })).toHaveValue('Tea');
    expect(screen.getByRole('textbox', { name: 'Price, row 1', hidden: true })).toHaveValue('2');
  });

  it('deletes an entry no product uses from the store\u2019s list, and shows the refusal of one in use beside it', async () => {
    const { user, inventory } = await renderAdd();
    const category = () => screen.getByRole('combobox', { name: 'Category, row 1' });
    await user.type(screen.getByRole('textbox', { name: 'Product Name, row 1' }), 'Rye bread');
    await user.selectOptions(category(), 'Soups');
    await user.click(screen.getByRole('button', { name: 'Delete the category Soups from the list (row 1)' }));

    await waitFor(() => expect(category()).toHaveAccessibleDescription(/\u201cSoups\u201d is used by 1 product/));
    expect(category()).toHaveValue('Soups');
    expect(category()).toHaveAttribute('aria-invalid', 'true');
    expect(within(category()).getByRole('option', { name: 'Soups' })).toBeInTheDocument();
    expect(inventory.deletedOptions).toEqual([]);

    await user.selectOptions(category(), 'Drinks');
    expect(category()).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Delete the category Drinks from the list (row 1)' }));
    expect(await screen.findByText('Drinks was deleted from the list.')).toBeInTheDocument();
    expect(category()).toHaveValue('');
    // The delete button is gone with the entry: the keyboard is back on the dropdown.
    expect(category()).toHaveFocus();
    expect(within(category()).queryByRole('option', { name: 'Drinks' })).not.toBeInTheDocument();
    expect(inventory.deletedOptions).toEqual([{ list: 'category', value: 'Drinks' }]);
    // What was typed in the row stays through both.
    expect(screen.getByRole('textbox', { name: 'Product Name, row 1' })).toHaveValue('Rye bread');
  });

  it('keeps the entry and says why when the deletion cannot reach the server', async () => {
    const inventory = new InMemoryStoreInventory();
    const { user } = await renderAdd(inventory);
    const category = () => screen.getByRole('combobox', { name: 'Category, row 1' });
    await user.selectOptions(category(), 'Drinks');
    inventory.failure = { code: 'CONNECTION_FAILED', message: '' };
    await user.click(screen.getByRole('button', { name: 'Delete the category Drinks from the list (row 1)' }));
    await waitFor(() => expect(category()).toHaveAttribute('aria-invalid', 'true'));
    expect(category()).toHaveValue('Drinks');
    expect(category()).toHaveAccessibleDescription(/.+/);
  });
});
