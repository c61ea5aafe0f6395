import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCheckout } from './checkout-test-kit';

function summaryLine(kind: string): HTMLElement {
  return screen.getByTestId(`summary-${kind}`);
}

async function openVoucherDialog(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Order Details' });
  await user.click(screen.getByRole('button', { name: 'Add Voucher' }));
  return screen.getByRole('dialog', { name: 'Add Voucher' });
}

describe('Cart summary: the voucher', () => {
  it('starts empty with Add Voucher disabled, and applies a code the server accepts', async () => {
    const user = userEvent.setup();
    const { vouchers } = await renderCheckout();
    vouchers.accept('WELCOME10', 300);
    const dialog = await openVoucherDialog(user);
    const field = within(dialog).getByRole('textbox', { name: 'Voucher code' });
    expect(field).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Add Voucher' })).toBeDisabled();

    await user.type(field, 'WELCOME10');
    await user.click(within(dialog).getByRole('button', { name: 'Add Voucher' }));

    const applied = await screen.findByRole('dialog', { name: 'Voucher Applied' });
    expect(applied).toHaveTextContent('WELCOME10 applied');
    expect(vouchers.quoteChecks).toEqual(['WELCOME10']);
    await user.click(within(applied).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(summaryLine('VOUCHER')).toHaveTextContent('€ 3,00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('€ 27,00');
    expect(screen.getByText('WELCOME10 applied')).toBeInTheDocument();
  });

  it("shows the server's refusal in red and keeps the voucher line at 0", async () => {
    const user = userEvent.setup();
    const { vouchers } = await renderCheckout();
    vouchers.refuse('SUMMER2020', 'This voucher has expired');
    const dialog = await openVoucherDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Voucher code' }), 'SUMMER2020');
    await user.click(within(dialog).getByRole('button', { name: 'Add Voucher' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This voucher has expired');
    await user.keyboard('{Escape}');
    expect(summaryLine('VOUCHER')).toHaveTextContent('€ 0,00');
    await user.click(screen.getByRole('button', { name: 'Add Voucher' }));
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Voucher code' })).toHaveValue('');
  });

  it('takes letters and digits only, and says "Enter Voucher Code" once the field is emptied', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    const dialog = await openVoucherDialog(user);
    const field = within(dialog).getByRole('textbox', { name: 'Voucher code' });
    await user.type(field, 'AB C-1');
    expect(field).toHaveValue('ABC1');
    await user.clear(field);
    expect(dialog).toHaveTextContent('Enter Voucher Code');
    expect(within(dialog).getByRole('button', { name: 'Add Voucher' })).toBeDisabled();
  });

  it('removes an applied voucher with its close icon', async () => {
    const user = userEvent.setup();
    const { vouchers } = await renderCheckout();
    vouchers.accept('HELMI5', 500);
    const dialog = await openVoucherDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Voucher code' }), 'HELMI5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Voucher' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(summaryLine('VOUCHER')).toHaveTextContent('€ 5,00');
    await user.click(screen.getByRole('button', { name: 'Remove voucher' }));
    expect(summaryLine('VOUCHER')).toHaveTextContent('€ 0,00');
    expect(screen.getByRole('button', { name: 'Add Voucher' })).toBeEnabled();
  });

  it('prices the changed cart with the applied voucher again, making no invoice', async () => {
    const user = userEvent.setup();
    const { vouchers, invoices } = await renderCheckout();
    vouchers.accept('LOYAL15', 450);
    const dialog = await openVoucherDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Voucher code' }), 'LOYAL15');
    await user.click(within(dialog).getByRole('button', { name: 'Add Voucher' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const latte = screen.getByRole('listitem', { name: 'Latte' });
    await user.click(within(latte).getByRole('button', { name: 'Increase quantity of Latte' }));
    await waitFor(() => expect(vouchers.quoteChecks).toEqual(['LOYAL15', 'LOYAL15']));
    await waitFor(() => expect(summaryLine('SUB_TOTAL')).toHaveTextContent('€ 40,00'));
    expect(summaryLine('VOUCHER')).toHaveTextContent('€ 4,50');
    expect(invoices.quotes.at(-1)).toMatchObject({ voucherCode: 'LOYAL15' });
    expect(invoices.drafts).toEqual([]);
  });

  it('works from the keyboard: Enter submits the code, and Tab stays inside the dialog', async () => {
    const user = userEvent.setup();
    const { vouchers } = await renderCheckout();
    vouchers.accept('PIZZA3', 300);
    await screen.findByRole('heading', { name: 'Order Details' });
    screen.getByRole('button', { name: 'Add Voucher' }).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Add Voucher' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('textbox', { name: 'Voucher code' }));
    await user.keyboard('PIZZA3{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Voucher Applied' })).toHaveTextContent('PIZZA3 applied');
  });
});
