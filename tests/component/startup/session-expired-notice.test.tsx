import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@/domain/session/session';
import { selectSignedIn } from '@/presentation/store/session/session.slice';
import { FakeSessionEvents, guestSession, renderStartup, startSessionAnswering } from './startup-test-kit';

const renewedGuest: Session = { ...guestSession, token: 'guest-token-2' };

async function signedInApp(language?: 'fi') {
  const events = new FakeSessionEvents();
  const { startSession } = startSessionAnswering(() => Promise.resolve(guestSession));
  const view = await renderStartup({ startSession, events, ...(language ? { language } : {}) });
  await screen.findByText('Storefront content');
  return { events, ...view };
}

describe('the session-expired notice', () => {
  it('tells the customer the session expired, over the app, and goes on as the new guest', async () => {
    const { events, store } = await signedInApp();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => events.publish({ type: 'EXPIRED', session: renewedGuest }));

    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(dialog).toHaveTextContent('You were signed out, and your cart was emptied. You can continue shopping.');
    expect(screen.getByText('Storefront content')).toBeInTheDocument();
    expect(selectSignedIn(store.getState())).toEqual({ kind: 'anonymous', user: renewedGuest.user });
  });

  it('closes with OK', async () => {
    const { events } = await signedInApp();
    act(() => events.publish({ type: 'EXPIRED', session: renewedGuest }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the focus, keeps it inside and closes on Escape', async () => {
    const { events } = await signedInApp();
    act(() => events.publish({ type: 'EXPIRED', session: renewedGuest }));
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(ok).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a retry when signing in again failed too', async () => {
    const { events } = await signedInApp();
    act(() => events.publish({ type: 'EXPIRED', session: null }));
    expect(screen.getByRole('dialog', { name: 'Session Expired' })).toBeInTheDocument();
    expect(screen.queryByText('Storefront content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not connect you to the store. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Storefront content')).toBeInTheDocument();
  });

  it('speaks Finnish', async () => {
    const { events } = await signedInApp('fi');
    act(() => events.publish({ type: 'EXPIRED', session: renewedGuest }));
    const dialog = screen.getByRole('dialog', { name: 'Istunto on vanhentunut' });
    expect(dialog).toHaveTextContent('Sinut kirjattiin ulos, ja ostoskorisi tyhjennettiin. Voit jatkaa ostoksia.');
    expect(within(dialog).getByRole('button', { name: 'Sulje' })).toBeInTheDocument();
  });
});
