import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@/domain/session/session';
import { loginDialogOpened } from '@/presentation/store/accounts/account-menu.slice';
import { accountFakes, location, renderAccounts } from './accounts-test-kit';

const customer: Session = {
  token: 'customer-token',
  kind: 'customer',
  user: {
    queryId: 'user-9',
    status: 'active',
    fullName: 'Demo Customer',
    mobileNumber: '+923001234567',
    industryTypes: [],
  },
  startedAt: 0,
};

describe('Account menu', () => {
  it('offers a guest "Log in" and nothing to log out of', async () => {
    await renderAccounts();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows a customer by name, and by number when the name is empty', async () => {
    await renderAccounts({ session: customer });
    const account = await screen.findByRole('group', { name: 'Account' });
    expect(within(account).getByText('Demo Customer')).toHaveAttribute('title', 'Signed in as Demo Customer');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('names a customer without a name by the mobile number', async () => {
    await renderAccounts({ session: { ...customer, user: { ...customer.user, fullName: ' ' } } });
    const account = await screen.findByRole('group', { name: 'Account' });
    expect(within(account).getByText('+923001234567')).toBeInTheDocument();
  });

  it('logs out on the server with the token, clears the session and cart, and lands on /home', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    fakes.sessionScopedData.cartProducts = ['pizza'];
    const { store } = await renderAccounts({ fakes, session: customer, route: '/order/history' });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(location()).toBe('/home'));
    expect(fakes.authGateway.calls).toEqual([{ call: 'logout', token: 'customer-token' }]);
    expect(fakes.sessionStore.current).toBeNull();
    expect(fakes.sessionScopedData.cartProducts).toEqual([]);
    expect(store.getState().session.signedIn).toBeNull();
    expect(store.getState().session.status).toBe('idle');
  });

  it('logs out here even when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const fakes = accountFakes();
    fakes.authGateway.failNextCallWith({ code: 'REQUEST_TIMEOUT', message: '' });
    const { store } = await renderAccounts({ fakes, session: customer });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/home'));
    expect(fakes.sessionStore.current).toBeNull();
    expect(store.getState().session.signedIn).toBeNull();
  });

  it('sends a customer who asks for the login dialog to /products instead', async () => {
    const { store } = await renderAccounts({ session: customer, route: '/home' });
    act(() => {
      store.dispatch(loginDialogOpened());
    });
    await waitFor(() => expect(location()).toBe('/products'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().accountMenu.loginDialogOpen).toBe(false);
  });

  it('is in Finnish when Finnish is chosen', async () => {
    await renderAccounts({ session: customer, language: 'fi' });
    const account = await screen.findByRole('group', { name: 'Tili' });
    expect(within(account).getByRole('button', { name: 'Kirjaudu ulos' })).toBeInTheDocument();
  });
});
