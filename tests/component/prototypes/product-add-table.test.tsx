import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MerchantWizardPage } from '@/presentation/pages/prototypes/merchant-wizard/merchant-wizard-page';
import type { Language } from '@/presentation/i18n/i18n';
import { renderPrototype } from './prototypes-kit';

/** The wizard's last step, where the prototype's product-add table is. */
async function toProductDetail(language: Language = 'en') {
  const user = userEvent.setup();
  await renderPrototype(<MerchantWizardPage />, { language });
  const words =
    language === 'en' ? { product: /Sourdough loaf/, next: 'Next' } : { product: /Juurileipä/, next: 'Seuraava' };
  await user.click(screen.getByRole('checkbox', { name: words.product }));
  for (let step = 0; step < 3; step += 1) await user.click(screen.getByRole('button', { name: words.next }));
  return user;
}

describe('The prototype\u2019s product-add table', () => {
  it('shows the spec\u2019s columns over sample rows', async () => {
    await toProductDetail();
    const table = screen.getByRole('table', { name: 'New products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product Name', 'Category', 'Brand', 'Color', 'Size', 'Price', 'Description', 'Actions']);
    expect(within(table).getByRole('textbox', { name: 'Product Name, row 1' })).toHaveValue('Sourdough loaf');
    expect(within(table).getByRole('combobox', { name: 'Category, row 2' })).toHaveValue('Dairy');
  });

  it('says "Required" beside an empty product name, and adds the row once it has one', async () => {
    const user = await toProductDetail();
    await user.click(screen.getByRole('button', { name: 'Add, row 2' }));
    const name = screen.getByRole('textbox', { name: 'Product Name, row 2' });
    expect(name).toHaveAccessibleDescription('Required');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Skyr');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Add, row 2' }));
    expect(await screen.findByText('Skyr was added to the sample list (not saved).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Added, row 2' })).toBeDisabled();
  });

  it('adds a new brand to its dropdown and deletes one', async () => {
    const user = await toProductDetail();
    await user.click(screen.getByRole('button', { name: 'Add new brand, row 2' }));
    await user.type(screen.getByRole('textbox', { name: 'New brand, row 2' }), 'Arla{Enter}');
    const brand = screen.getByRole('combobox', { name: 'Brand, row 2' });
    expect(brand).toHaveValue('Arla');
    await user.click(screen.getByRole('button', { name: 'Delete the brand Arla from the list (row 2)' }));
    expect(brand).toHaveValue('');
    expect(within(brand).queryByRole('option', { name: 'Arla' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Brand, row 1' })).queryByRole('option', { name: 'Arla' }),
    ).not.toBeInTheDocument();
  });

  it('says "Pakollinen" in Finnish', async () => {
    const user = await toProductDetail('fi');
    await user.click(screen.getByRole('button', { name: 'Lisää, rivi 2' }));
    expect(screen.getByRole('textbox', { name: 'Tuotteen nimi, rivi 2' })).toHaveAccessibleDescription('Pakollinen');
  });
});
