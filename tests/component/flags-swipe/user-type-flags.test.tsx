import { screen, within } from '@testing-library/react';
import { selectIsBusinessUser, selectIsNonRetailUser } from '@/presentation/store/session/user-flags';
import { businessToBusiness, customerSession, renderShell, retail } from './flags-test-kit';

const logos = { logoUrl: '/media/logo.svg', businessLogoUrl: '/media/logo-b2b.svg' };

describe('user-type flags in the app shell', () => {
  it('flags a customer whose trade types lack Retail in the account menu, and keeps the flag in the state', async () => {
    const { store } = await renderShell({ session: customerSession([businessToBusiness]) });
    const account = await screen.findByRole('group', { name: 'Account' });
    expect(within(account).getByText('Not a retail account')).toBeInTheDocument();
    expect(selectIsNonRetailUser(store.getState())).toBe(true);
  });

  it('does not flag a retail customer, nor one whose trade types are not known', async () => {
    for (const session of [customerSession([retail]), customerSession()]) {
      const { store, unmount } = await renderShell({ session });
      await screen.findByRole('group', { name: 'Account' });
      expect(screen.queryByText('Not a retail account')).not.toBeInTheDocument();
      expect(selectIsNonRetailUser(store.getState())).toBe(false);
      unmount();
    }
  });

  it('flags a guest lacking Retail beside the "Log in" button too', async () => {
    await renderShell({ session: customerSession([], 'anonymous') });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Not a retail account')).toBeInTheDocument();
  });

  it('says it in Finnish when Finnish is chosen', async () => {
    await renderShell({ session: customerSession([businessToBusiness]), language: 'fi' });
    const account = await screen.findByRole('group', { name: 'Tili' });
    expect(within(account).getByText('Ei kuluttaja-asiakkaan tili')).toBeInTheDocument();
  });

  it('shows the business logo to a business-to-business user', async () => {
    const { store } = await renderShell({ session: customerSession([businessToBusiness]), config: logos });
    expect(screen.getByRole('img', { name: 'Helsinki Eats' })).toHaveAttribute('src', '/media/logo-b2b.svg');
    expect(selectIsBusinessUser(store.getState())).toBe(true);
  });

  it('shows the usual logo to a retail user', async () => {
    await renderShell({ session: customerSession([retail]), config: logos });
    expect(screen.getByRole('img', { name: 'Helsinki Eats' })).toHaveAttribute('src', '/media/logo.svg');
  });

  it('shows a business user the usual logo when no business logo is configured', async () => {
    await renderShell({ session: customerSession([businessToBusiness]), config: { logoUrl: '/media/logo.svg' } });
    expect(screen.getByRole('img', { name: 'Helsinki Eats' })).toHaveAttribute('src', '/media/logo.svg');
  });

  it('shows the brand name when no logo is configured at all', async () => {
    await renderShell({ session: customerSession([businessToBusiness]) });
    expect(screen.queryByRole('img', { name: 'Helsinki Eats' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Helsinki Eats')[0]).toBeInTheDocument();
  });
});
