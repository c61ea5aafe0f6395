import { act, screen, within } from '@testing-library/react';
import type { StaffSession } from '@/domain/merchant-console/staff-session';
import { helmiStaffSession, InMemoryStaffSessionKeeper } from '../../support/fakes/in-memory-merchant-console';
import { helmiOwnerSession } from '../../support/fakes/in-memory-store-office';
import { renderConsole } from './console-test-kit';

/** A keeper whose session is read only when the test lets it: the console shows its frame until then. */
class HeldKeeper extends InMemoryStaffSessionKeeper {
  private answer: () => void = () => undefined;
  private readonly answered = new Promise<void>((resolve) => (this.answer = resolve));
  override async load() {
    await this.answered;
    return super.load();
  }
  async release() {
    await act(async () => {
      this.answer();
      await this.answered;
    });
  }
}

const frameOf = async (session: StaffSession | null, page: 'orders' | 'dashboard' = 'orders') => {
  const keeper = new HeldKeeper(session);
  const rendered = await renderConsole({ keeper, page });
  await screen.findByRole('status');
  return { ...rendered, keeper };
};

describe('the console\u2019s frame while the staff session is read', () => {
  it('holds the page\u2019s place: header, the pages every role may open, the heading, a word that it loads', async () => {
    await frameOf(helmiStaffSession);
    expect(screen.getByRole('heading', { level: 1, name: 'Store console' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the console…');
    const navigation = within(screen.getByRole('navigation', { name: 'Console navigation' }));
    expect(navigation.getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
    expect(navigation.queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();
    // Nothing of the store's or the staff member's, and no sign-out before it is known whose session it ends.
    expect(screen.queryByText(/Sataman Helmi|Helmi Kitchen/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Staff sign-in' })).not.toBeInTheDocument();
  });

  it('is filled in where it stands once the session is read: the heading stays, the store and sign-out join', async () => {
    const { keeper } = await frameOf(helmiStaffSession);
    const heading = screen.getByRole('heading', { level: 2, name: 'Orders' });
    await keeper.release();
    expect(await screen.findByText('Helmi Kitchen · Sataman Helmi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' }).textContent).toBe(heading.textContent);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    expect(screen.queryByText('Loading the console…')).not.toBeInTheDocument();
  });

  it('adds an owner\u2019s own pages to the navigation once the session says it is an owner\u2019s', async () => {
    const { keeper } = await frameOf(helmiOwnerSession, 'dashboard');
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    await keeper.release();
    const navigation = within(screen.getByRole('navigation', { name: 'Console navigation' }));
    expect(await navigation.findByRole('link', { name: 'Transactions' })).toBeInTheDocument();
  });

  it('gives way to the sign-in when no session is kept after all (the hint outlived it)', async () => {
    const { keeper } = await frameOf(null);
    await keeper.release();
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console navigation' })).not.toBeInTheDocument();
  });
});
