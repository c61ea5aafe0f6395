import { screen, within } from '@testing-library/react';
import { helmiStaffSession } from '../../support/fakes/in-memory-merchant-console';
import { InMemoryStoreOffice } from '../../support/fakes/in-memory-store-office';
import { renderConsole } from './console-test-kit';

async function renderPromotions(office = new InMemoryStoreOffice()) {
  const view = await renderConsole({ session: helmiStaffSession, office, page: 'promotions' });
  await screen.findByRole('heading', { name: 'Product promotions' });
  return view;
}

describe('/promotions', () => {
  it('lets staff set a product\u2019s promotion, checked against its price, and end it', async () => {
    const { user, office } = await renderPromotions();
    const soup = screen.getByRole('listitem', { name: 'Lohikeitto' });
    expect(soup).toHaveTextContent('No promotion');
    expect(within(screen.getByRole('listitem', { name: 'Paistetut muikut' })).getByText('Promotion: 10 % off'));

    await user.selectOptions(within(soup).getByLabelText('Kind'), 'flat');
    await user.type(within(soup).getByLabelText('Amount off Lohikeitto'), '20');
    await user.click(within(soup).getByRole('button', { name: 'Set promotion' }));
    expect(within(soup).getByLabelText('Amount off Lohikeitto')).toHaveAccessibleDescription(
      'Too large: at most 100 % or the price',
    );
    expect(office.calls).not.toContain('setPromotion');

    await user.clear(within(soup).getByLabelText('Amount off Lohikeitto'));
    await user.type(within(soup).getByLabelText('Amount off Lohikeitto'), '2,50');
    await user.click(within(soup).getByRole('button', { name: 'Set promotion' }));
    expect(await within(soup).findByText('Promotion: € 2,50 off')).toBeInTheDocument();
    expect(soup).toHaveTextContent('Price € 14,90 · charged € 12,40');
    expect(office.products[0]?.promotion).toEqual({ nature: 'flat', amount: 250 });

    await user.click(within(soup).getByRole('button', { name: 'End' }));
    expect(await within(soup).findByText('No promotion')).toBeInTheDocument();
    expect(soup).toHaveTextContent('charged € 14,90');
  });

  it('creates a voucher, refusing a past day before sending and a taken code beside its field', async () => {
    const { user, office } = await renderPromotions();
    await user.type(screen.getByLabelText('Code'), 'helmi5');
    await user.type(screen.getByLabelText('Name'), 'Five off');
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.type(screen.getByLabelText('Last day'), '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription('The day is in the past');
    expect(office.calls).not.toContain('createVoucher');

    await user.clear(screen.getByLabelText('Last day'));
    await user.type(screen.getByLabelText('Last day'), '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByText('This voucher code is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Five off');

    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'xmas10');
    await user.selectOptions(screen.getByLabelText('Kind', { selector: 'select:not([id*="nature"])' }), 'percent');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Create voucher' }));
    const vouchers = screen.getByRole('region', { name: 'Vouchers' });
    const row = await within(vouchers).findByRole('row', { name: /XMAS10/ });
    expect(row).toHaveTextContent('10 %');
    expect(screen.getByLabelText('Code')).toHaveValue('');

    await user.click(within(row).getByRole('button', { name: 'End voucher XMAS10' }));
    expect(await within(row).findByText('Ended')).toBeInTheDocument();
    expect(office.calls).toContain('endVoucher');
  });
});
