import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { InMemoryVoucherWallet } from '../../support/fakes/in-memory-voucher-wallet';
import { checkoutNow, renderCheckout } from './checkout-test-kit';

// Issue 28, row 5: the signed-in customer's vouchers (GET users/{id}/vouchers) at the cart summary, applied with a tap.
const signedIn = () =>
  new InMemorySessionStore({
    token: 'token-1',
    kind: 'customer',
    startedAt: 0,
    user: {
      queryId: 'usr-1',
      status: 'active',
      fullName: 'Aino Aalto',
      mobileNumber: '+358401234567',
      industryTypes: [],
    },
  });

const day = 24 * 60 * 60 * 1000;

function walletOfAino(): InMemoryVoucherWallet {
  const wallet = new InMemoryVoucherWallet();
  wallet.give(
    'usr-1',
    'store-aalto',
    { code: 'LOYAL15', name: '15 % off for a loyal customer', expiresAt: checkoutNow + 30 * day },
    { code: 'HELMI5', name: '5 € off', expiresAt: checkoutNow + 2 * day },
    { code: 'SUMMER2020', name: 'Gone since', expiresAt: checkoutNow - day },
  );
  return wallet;
}

describe('Cart summary: the vouchers the customer holds', () => {
  it("lists the signed-in customer's unexpired vouchers at the cart's store, soonest expiry first", async () => {
    const wallet = walletOfAino();
    await renderCheckout({ sessions: signedIn(), wallet });
    const list = await screen.findByRole('region', { name: 'Your vouchers' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Use voucher HELMI5: 5 € off',
      'Use voucher LOYAL15: 15 % off for a loyal customer',
    ]);
    expect(wallet.calls).toEqual([{ userQueryId: 'usr-1', storeQueryId: 'store-aalto' }]);
  });

  it('applies a voucher with one tap through the same check as a typed code', async () => {
    const user = userEvent.setup();
    const { vouchers, invoices } = await renderCheckout({ sessions: signedIn(), wallet: walletOfAino() });
    vouchers.accept('LOYAL15', 450);
    await screen.findByRole('heading', { name: 'Order Details' });
    await user.click(await screen.findByRole('button', { name: /^Use voucher LOYAL15/ }));

    const applied = await screen.findByRole('dialog', { name: 'Voucher Applied' });
    expect(applied).toHaveTextContent('LOYAL15 applied');
    // The server priced the cart with the tapped code, as it does a typed one, and made no invoice for it.
    expect(vouchers.quoteChecks).toEqual(['LOYAL15']);
    expect(invoices.quotes.at(-1)).toMatchObject({ voucherCode: 'LOYAL15' });
    expect(invoices.drafts).toEqual([]);
    await user.click(within(applied).getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('summary-VOUCHER')).toHaveTextContent('€ 4,50');
    // One voucher per order: the others wait until this one is removed.
    expect(screen.getByRole('button', { name: /^Use voucher HELMI5/ })).toBeDisabled();
  });

  it("shows the server's refusal of a tapped voucher as it shows a typed one's", async () => {
    const user = userEvent.setup();
    const { vouchers } = await renderCheckout({ sessions: signedIn(), wallet: walletOfAino() });
    vouchers.refuse('HELMI5', 'This voucher was already used');
    await screen.findByRole('heading', { name: 'Order Details' });
    await user.click(await screen.findByRole('button', { name: /^Use voucher HELMI5/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add Voucher' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This voucher was already used');
    expect(screen.getByTestId('summary-VOUCHER')).toHaveTextContent('€ 0,00');
  });

  it('asks nothing and lists nothing when nobody is signed in', async () => {
    const wallet = walletOfAino();
    await renderCheckout({ wallet });
    await screen.findByRole('heading', { name: 'Order Details' });
    expect(screen.queryByRole('region', { name: 'Your vouchers' })).not.toBeInTheDocument();
    expect(wallet.calls).toEqual([]);
  });

  it('reads in Finnish, with the last day the voucher applies', async () => {
    const wallet = new InMemoryVoucherWallet();
    // Ends at the first instant of 1 January where the customer is, so its last day is 31 December.
    wallet.give('usr-1', 'store-aalto', {
      code: 'NEWYEAR',
      name: 'Uudenvuoden etu',
      expiresAt: new Date(2027, 0, 1).getTime(),
    });
    await renderCheckout({ sessions: signedIn(), wallet, language: 'fi' });
    const list = await screen.findByRole('region', { name: 'Sinun kuponkisi' });
    expect(within(list).getByRole('button', { name: 'Käytä kuponki NEWYEAR: Uudenvuoden etu' })).toHaveTextContent(
      /Viimeinen päivä 31\.12\.2026/,
    );
  });
});
