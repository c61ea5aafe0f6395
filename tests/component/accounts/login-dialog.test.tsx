import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthAnswer, SignedIn } from '@/application/ports/auth-gateway.port';
import { fakeServerMessages } from '../../support/fakes/in-memory-auth-gateway';
import { aSavedAddress } from '../../support/fakes/address-fixtures';
import { deferred } from '../startup/startup-test-kit';
import {
  accountFakes,
  demoLoginId,
  demoNumberMasked,
  demoNumberTyped,
  location,
  renderAccounts,
} from './accounts-test-kit';

async function openLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Login' });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, number: string, pin: string) {
  if (number !== '') await user.type(screen.getByLabelText('Mobile number'), number);
  if (pin !== '') await user.type(screen.getByLabelText('PIN'), pin);
}

describe('Login dialog', () => {
  it('opens from the header for a guest with both fields, the links and the focus inside', async () => {
    const user = userEvent.setup();
    await renderAccounts();
    const dialog = await openLogin(user);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByLabelText('PIN')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('link', { name: 'Forgot pin?' })).toHaveAttribute('href', '/forgot-pin');
    expect(within(dialog).getByText("Don't have an account?", { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup/user');
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows the spec’s messages for empty fields and sends nothing', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderAccounts();
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Please Enter Phone No')).toBeInTheDocument();
    expect(within(dialog).getByText('Please Enter Your 6 Digit Pin or password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(fakes.authGateway.calls).toEqual([]);
  });

  it('says a short number is not valid and a PIN needs 6 characters', async () => {
    const user = userEvent.setup();
    await renderAccounts();
    const dialog = await openLogin(user);
    await fillIn(user, '300123456', '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Phone No is not valid')).toBeInTheDocument();
    expect(within(dialog).getByText('Please Enter Your 6 Digit Pin or password')).toBeInTheDocument();
  });

  it('masks the number as +92 ### ####### and ignores PIN characters other than letters and digits', async () => {
    const user = userEvent.setup();
    await renderAccounts();
    await openLogin(user);
    await fillIn(user, '300-12345678', 'ab 1!2');
    expect(screen.getByLabelText('Mobile number')).toHaveValue(demoNumberMasked);
    expect(screen.getByLabelText('PIN')).toHaveValue('ab12');
  });

  it('shows and hides the PIN with the visibility toggle', async () => {
    const user = userEvent.setup();
    await renderAccounts();
    await openLogin(user);
    await fillIn(user, '', '123456');
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(screen.getByLabelText('PIN')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide PIN' }));
    expect(screen.getByLabelText('PIN')).toHaveAttribute('type', 'password');
  });

  it('logs in with the number without spaces, lands on the first industry and shows the customer', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    fakes.authGateway.addAccount({
      loginId: demoLoginId,
      fullName: 'Aino Virtanen',
      industryTypes: [
        { id: 21, name: 'Restaurants' },
        { id: 3, name: 'Groceries' },
      ],
    });
    await renderAccounts({ fakes, route: '/order/history' });
    await openLogin(user);
    await fillIn(user, demoNumberTyped, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location()).toBe('/products?industryId=21'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakes.authGateway.calls).toEqual([
      { call: 'authenticate', credentials: { loginId: '+923001234567', password: '123456' } },
    ]);
    const account = screen.getByRole('group', { name: 'Account' });
    expect(within(account).getByText('Aino Virtanen')).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(fakes.sessionStore.current?.kind).toBe('customer');
    expect(fakes.sessionStore.current?.token).toBe('token-user-1');
  });

  it('sets the account’s selected address as where the stores deliver to', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    fakes.authGateway.addAccount({ loginId: demoLoginId });
    const home = aSavedAddress('home');
    fakes.addressBook.seed({ home, work: null, others: [], selectedAddressId: home.queryId });
    const { store } = await renderAccounts({ fakes });
    await openLogin(user);
    await fillIn(user, demoNumberTyped, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() =>
      expect(store.getState().stores.deliverTo).toEqual({
        description: '12 B, Kamppi',
        coordinates: { lat: 60.17, long: 24.94 },
      }),
    );
    expect(location()).toBe('/products');
  });

  it('leaves the delivery location alone when the account has no selected address', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    fakes.authGateway.addAccount({ loginId: demoLoginId });
    const { store } = await renderAccounts({ fakes, route: '/home' });
    await openLogin(user);
    await fillIn(user, demoNumberTyped, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/products'));
    expect(store.getState().stores.deliverTo).toBeNull();
  });

  it('shows the server’s refusal in red, and typing takes it away', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    fakes.authGateway.addAccount({ loginId: demoLoginId });
    await renderAccounts({ fakes });
    const dialog = await openLogin(user);
    await fillIn(user, demoNumberTyped, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(fakeServerMessages.wrongCredentials);
    expect(location()).toBe('/products');
    await user.type(within(dialog).getByLabelText('PIN'), '9');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the catalogue text when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    fakes.authGateway.failNextCallWith({ code: 'REQUEST_TIMEOUT', message: '' });
    await renderAccounts({ fakes });
    const dialog = await openLogin(user);
    await fillIn(user, demoNumberTyped, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Request Timeout');
  });

  it('shows a loading button while the login is pending, and a second press sends nothing more', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    const answer = deferred<AuthAnswer<SignedIn>>();
    jest.spyOn(fakes.authGateway, 'authenticate').mockReturnValue(answer.promise);
    await renderAccounts({ fakes });
    const dialog = await openLogin(user);
    await fillIn(user, demoNumberTyped, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    const busy = await within(dialog).findByRole('button', { name: 'Please wait…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    expect(fakes.authGateway.authenticate).toHaveBeenCalledTimes(1);

    answer.resolve({ ok: false, refusal: { message: 'The mobile number or PIN is not correct', account: null } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The mobile number or PIN is not correct');
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('hands an unfinished registration to sign-up step 1 with a new OTP offered', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    const pending = fakes.authGateway.addAccount({ loginId: demoLoginId, status: 'pending' });
    await renderAccounts({ fakes });
    await openLogin(user);
    await fillIn(user, demoNumberTyped, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(fakeServerMessages.registrationUnfinished);
    expect(screen.getByText('We can send a new one-time password to +92 300 1234567.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue(demoNumberMasked);

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(fakes.authGateway.calls.at(-1)).toEqual({ call: 'resendOtp', userId: pending.userId });
  });

  it('closes on Escape and gives the focus back to the Log in button', async () => {
    const user = userEvent.setup();
    await renderAccounts();
    await openLogin(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await renderAccounts();
    const dialog = await openLogin(user);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const signUp = within(dialog).getByRole('link', { name: 'Sign up' });
    signUp.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(signUp).toHaveFocus();
  });

  it('follows "Forgot pin?" to the forgot-PIN page and closes', async () => {
    const user = userEvent.setup();
    await renderAccounts();
    const dialog = await openLogin(user);
    await user.click(within(dialog).getByRole('link', { name: 'Forgot pin?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot PIN' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Finnish when Finnish is chosen', async () => {
    const user = userEvent.setup();
    await renderAccounts({ language: 'fi' });
    await user.click(await screen.findByRole('button', { name: 'Kirjaudu sisään' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kirjaudu' });
    await user.click(within(dialog).getByRole('button', { name: 'Kirjaudu' }));
    expect(await within(dialog).findByText('Anna puhelinnumero')).toBeInTheDocument();
    expect(within(dialog).getByText('Anna 6-merkkinen PIN-koodi tai salasana')).toBeInTheDocument();
  });
});
