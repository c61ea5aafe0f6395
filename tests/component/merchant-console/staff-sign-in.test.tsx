import { act, screen, within } from '@testing-library/react';
import { helmiStaffSession, storeOrder } from '../../support/fakes/in-memory-merchant-console';
import { renderConsole } from './console-test-kit';

describe('the console\u2019s staff sign-in', () => {
  it('shows the sign-in at a console route when no staff member is signed in, in Finnish first', async () => {
    await renderConsole({ language: 'fi' });
    expect(await screen.findByRole('heading', { name: 'Henkilökunnan kirjautuminen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Käyttäjätunnus')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says "Required" beside each empty field and sends nothing', async () => {
    const { user, service } = await renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required');
    expect(service.signIns).toEqual([]);
  });

  it('shows the server\u2019s refusal and keeps what was typed', async () => {
    const { user, keeper } = await renderConsole();
    await user.type(await screen.findByLabelText('Username'), 'helmi-staff');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(screen.getByLabelText('Username')).toHaveValue('helmi-staff');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(keeper.session).toBeNull();
  });

  it('opens the console for the store once signed in, keeps the session, and signs out back to the sign-in', async () => {
    const { user, keeper, service } = await renderConsole();
    await user.type(await screen.findByLabelText('Username'), ' helmi-staff ');
    await user.type(screen.getByLabelText('Password'), 'helmi-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Helmi Kitchen · Sataman Helmi')).toBeInTheDocument();
    expect(service.signIns).toEqual([{ username: 'helmi-staff', password: 'helmi-2026' }]);
    expect(keeper.session).toEqual(helmiStaffSession);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(keeper.session).toBeNull();
  });

  it('lists only the pages the role may open, and the merchant wizard', async () => {
    await renderConsole({ session: helmiStaffSession });
    const navigation = await screen.findByRole('navigation', { name: 'Console navigation' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Orders', '/orders-mgmt'],
      ['Inventory', '/inventory-mgmt'],
      ['Promotions', '/promotions'],
      ['Smoke test', '/test'],
      ['Merchant wizard', '/merchant-wizard'],
    ]);
  });

  it('refuses a staff member an owner\u2019s page', async () => {
    await renderConsole({ session: helmiStaffSession, page: 'pnl' });
    expect(await screen.findByText("Only the store's owner can open this page.")).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('heading', { name: 'Orders', level: 2 })).not.toBeInTheDocument();
  });

  it('opens the sign-in over the page when the session ends, keeping the page, and goes on after signing in again', async () => {
    const { user, service } = await renderConsole({ session: helmiStaffSession });
    service.add(storeOrder({ queryId: 'a1' }));
    expect(await screen.findByRole('heading', { name: 'Orders', level: 2 })).toBeInTheDocument();
    service.failure = { code: 'SESSION_EXPIRED', message: 'Session Expired', status: 401 };
    act(() => service.arrive(storeOrder({ queryId: 'b2' })));

    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('helmi-staff');
    // The page under the dialog is still there.
    expect(screen.getByRole('heading', { name: 'Orders', level: 2, hidden: true })).toBeInTheDocument();

    service.failure = null;
    await user.type(within(dialog).getByLabelText('Password'), 'helmi-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Helmi Kitchen · Sataman Helmi')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
