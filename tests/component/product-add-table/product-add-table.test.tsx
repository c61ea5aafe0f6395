import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductAddTable } from '@/presentation/components/product-add-table/product-add-table';
import type {
  ProductAddRow,
  ProductAddTableProps,
} from '@/presentation/components/product-add-table/product-add-table.types';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

const values = { name: 'Tea', category: 'Drinks', brand: '', color: '', size: '', price: '2', description: '' };

function row(overrides: Partial<ProductAddRow> = {}): ProductAddRow {
  return { key: 'r1', values, pictureName: null, messages: {}, state: 'editing', ...overrides };
}

/** The table alone, with what it is given and every callback recorded. */
async function renderTable(rows: ProductAddRow[], missingKeys: string[] = []) {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push([name, ...args]);
  const props: ProductAddTableProps = {
    rows,
    options: { category: ['Drinks', 'Soups'], brand: ['Fazer'], size: ['S'] },
    onChange: record('change'),
    onUploadImage: record('upload'),
    onAdd: record('add'),
    onNewRow: record('newRow'),
    onRemoveRow: record('removeRow'),
    onAddOption: record('addOption'),
    onDeleteOption: record('deleteOption'),
  };
  await renderWithProviders(<ProductAddTable {...props} />, {
    resolver: fakeResolver([]),
    onMissingKey: (key) => missingKeys.push(key),
  });
  return { calls, user: userEvent.setup({ delay: null }) };
}

describe('ProductAddTable', () => {
  it('tells its owner what the staff did, and changes nothing itself', async () => {
    const { calls, user } = await renderTable([row()]);
    await user.type(screen.getByRole('textbox', { name: 'Description, row 1' }), 'x');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand, row 1' }), 'Fazer');
    await user.click(screen.getByRole('button', { name: 'Delete the category Drinks from the list (row 1)' }));
    await user.click(screen.getByRole('button', { name: 'Add, row 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete row 1' }));
    await user.click(screen.getByRole('button', { name: 'New row' }));
    expect(calls).toEqual([
      ['change', 'r1', 'description', 'x'],
      ['change', 'r1', 'brand', 'Fazer'],
      // The owner decides what a deletion does (the server may refuse it), so the row is not cleared here.
      ['deleteOption', 'category', 'Drinks', 'r1'],
      ['add', 'r1'],
      ['removeRow', 'r1'],
      ['newRow'],
    ]);
    // The row shows what it was given, not what was typed.
    expect(screen.getByRole('textbox', { name: 'Description, row 1' })).toHaveValue('');
  });

  it('shows each message beside its field, and no field of a row being added takes input', async () => {
    const missing: string[] = [];
    await renderTable(
      [
        row({ messages: { name: 'Required', picture: 'Only JPEG or PNG pictures' } }),
        row({ key: 'r2', state: 'adding' }),
      ],
      missing,
    );
    expect(screen.getByRole('textbox', { name: 'Product Name, row 1' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('button', { name: 'Upload Image, row 1' })).toHaveAccessibleDescription(
      'Only JPEG or PNG pictures',
    );
    expect(screen.getByRole('button', { name: 'Adding…, row 2' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Product Name, row 2' })).toHaveAttribute('readonly');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(missing).toEqual([]);
  });
});
