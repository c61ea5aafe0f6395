import { act, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createI18n, type Language } from '@/presentation/i18n/i18n';
import { createAppStore } from '@/presentation/store/app-store';
import { StorefrontRoot } from '@/presentation/storefront-root';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { ManualTicker } from '../../support/fakes/manual-ticker';
import { ordersOver } from '../../support/orders-over';
import { useCases } from '../../support/fake-resolver';
import { fakeResolver, testConfig } from '../support/render-with-providers';

/**
 * A prototype screen with the real store and translations, and a clock and ticker the test moves. Rendered as
 * renderWithProviders does, but inside an awaited act that also lets the screen's own texts (a chunk of their
 * own) settle: a screen that suspends on them in a sync act would never be retried.
 */
export async function renderPrototype(ui: ReactElement, options: { language?: Language; route?: string } = {}) {
  const clock = new FixedClock(Date.parse('2026-11-26T10:00:00Z'));
  const ticker = new ManualTicker(clock);
  // Through the orders feature's wiring, as the app builds the countdown; the screens never touch the cart.
  const noCart = () => Promise.reject(new Error('The prototype screens have no cart'));
  const { watchDealCountdown } = ordersOver({ clock, ticker, cartRepository: { load: noCart, save: noCart } });
  const resolver = fakeResolver([[useCases.watchDealCountdown, watchDealCountdown]]);
  const i18n = await createI18n({ language: options.language ?? 'en' });
  const store = createAppStore(resolver);
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <StorefrontRoot config={testConfig({ currencySymbol: '€' })} i18n={i18n} store={store} resolver={resolver}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </StorefrontRoot>,
    );
    // A macrotask runs after every promise step of the texts' load.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
  return { ...(view as ReturnType<typeof render>), i18n, clock, ticker };
}

/** Makes the window this wide, as a resized browser does, and lets the screen follow. */
export function resizeWindowTo(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}
