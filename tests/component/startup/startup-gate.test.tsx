import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppError } from '@/application/errors/app-error';
import type { Session } from '@/domain/session/session';
import { selectSignedIn, sessionEnded, sessionStarted } from '@/presentation/store/session/session.slice';
import { deferred, guestSession, renderStartup, startSessionAnswering } from './startup-test-kit';

const timeout: AppError = { code: 'REQUEST_TIMEOUT', message: '' };

describe('start-up gate', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('hides the app while the device signs in, then shows it to the guest', async () => {
    const signIn = deferred<Session>();
    const { startSession, calls } = startSessionAnswering(() => signIn.promise);
    const { store } = await renderStartup({ startSession });

    expect(screen.getByRole('status')).toHaveTextContent('Getting the store ready…');
    expect(screen.queryByText('Storefront content')).not.toBeInTheDocument();

    await act(async () => signIn.resolve(guestSession));
    expect(await screen.findByText('Storefront content')).toBeInTheDocument();
    expect(screen.queryByText('Getting the store ready…')).not.toBeInTheDocument();
    expect(calls).toEqual([1]);
    expect(selectSignedIn(store.getState())).toEqual({ kind: 'anonymous', user: guestSession.user });
  });

  it('shows the splash for 2 seconds before the app, even when signed in at once', async () => {
    jest.useFakeTimers();
    const { startSession } = startSessionAnswering(() => Promise.resolve(guestSession));
    await renderStartup({ startSession, config: { splash: true, brandName: 'Areena Eats' } });

    expect(screen.getByRole('status', { name: 'Loading Areena Eats' })).toHaveTextContent('Areena Eats');
    await act(async () => {
      jest.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('status', { name: 'Loading Areena Eats' })).toBeInTheDocument();
    expect(screen.queryByText('Storefront content')).not.toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status', { name: 'Loading Areena Eats' })).not.toBeInTheDocument();
    expect(screen.getByText('Storefront content')).toBeInTheDocument();
  });

  it('shows the logo on the splash with the brand as its text alternative', async () => {
    jest.useFakeTimers();
    const { startSession } = startSessionAnswering(() => new Promise<Session>(() => undefined));
    await renderStartup({ startSession, config: { splash: true, brandName: 'Areena Eats', logoUrl: '/logo.svg' } });
    expect(screen.getByRole('img', { name: 'Areena Eats' })).toHaveAttribute('src', '/logo.svg');
  });

  it('waits for the sign-in after the splash when the sign-in takes longer', async () => {
    jest.useFakeTimers();
    const signIn = deferred<Session>();
    const { startSession } = startSessionAnswering(() => signIn.promise);
    await renderStartup({ startSession, config: { splash: true } });

    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Getting the store ready…');
    expect(screen.queryByText('Storefront content')).not.toBeInTheDocument();

    await act(async () => signIn.resolve(guestSession));
    expect(screen.getByText('Storefront content')).toBeInTheDocument();
  });

  it('shows no splash when the configuration leaves it off', async () => {
    const { startSession } = startSessionAnswering(() => Promise.resolve(guestSession));
    await renderStartup({ startSession, config: { brandName: 'Areena Eats' } });
    expect(await screen.findByText('Storefront content')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Areena Eats' })).not.toBeInTheDocument();
  });

  it('opens transport mode at once, without a sign-in or a splash', async () => {
    const { startSession, calls } = startSessionAnswering(() => Promise.resolve(guestSession));
    await renderStartup({ startSession, config: { transportMode: true, splash: true } });
    expect(screen.getByText('Storefront content')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says the sign-in failed, with the catalogue text, and signs in on retry', async () => {
    const { startSession, calls } = startSessionAnswering(
      () => Promise.reject(timeout),
      () => Promise.resolve(guestSession),
    );
    await renderStartup({ startSession });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not connect you to the store. Check your connection and try again.',
    );
    expect(screen.getByText('Request Timeout')).toBeInTheDocument();
    expect(screen.queryByText('Storefront content')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Storefront content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toEqual([1, 2]);
  });

  it('retries from the keyboard', async () => {
    const { startSession, calls } = startSessionAnswering(
      () => Promise.reject(timeout),
      () => Promise.resolve(guestSession),
    );
    await renderStartup({ startSession });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Storefront content')).toBeInTheDocument();
    expect(calls).toEqual([1, 2]);
  });

  it('shows the server message when the server refused the sign-in', async () => {
    const refused: AppError = { code: 'BAD_REQUEST', message: 'device_uuid: Required', status: 400 };
    const { startSession } = startSessionAnswering(() => Promise.reject(refused));
    await renderStartup({ startSession });
    expect(await screen.findByText('device_uuid: Required')).toBeInTheDocument();
  });

  it('speaks Finnish', async () => {
    const { startSession } = startSessionAnswering(() => Promise.reject(timeout));
    await renderStartup({ startSession, language: 'fi' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Emme saaneet yhteyttä kauppaan. Tarkista yhteys ja yritä uudelleen.',
    );
    expect(screen.getByText('Pyyntö aikakatkaistiin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
  });

  it('signs the device in as a guest again after a logout', async () => {
    const customer: Session = { ...guestSession, token: 'customer-token', kind: 'customer' };
    const { startSession, calls } = startSessionAnswering(
      () => Promise.resolve(customer),
      () => Promise.resolve(guestSession),
    );
    const { store } = await renderStartup({ startSession });
    await screen.findByText('Storefront content');
    expect(selectSignedIn(store.getState())?.kind).toBe('customer');

    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(await screen.findByText('Storefront content')).toBeInTheDocument();
    expect(calls).toEqual([1, 2]);
    expect(selectSignedIn(store.getState())?.kind).toBe('anonymous');
  });

  it('shows a customer who logged in as signed in', async () => {
    const { startSession } = startSessionAnswering(() => Promise.resolve(guestSession));
    const { store } = await renderStartup({ startSession });
    await screen.findByText('Storefront content');
    const customer: Session = { ...guestSession, token: 'customer-token', kind: 'customer' };
    act(() => {
      store.dispatch(sessionStarted(customer));
    });
    expect(selectSignedIn(store.getState())).toEqual({ kind: 'customer', user: guestSession.user });
  });

  it('keeps showing the site-disabled message instead of signing in', async () => {
    const { startSession, calls } = startSessionAnswering(() => Promise.resolve(guestSession));
    await renderStartup({ startSession, config: { siteDisabled: true } });
    expect(screen.getByRole('status')).toHaveTextContent('We are currently unavailable');
    expect(calls).toEqual([]);
  });
});
