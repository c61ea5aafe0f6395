import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { interactiveMapToken, type InteractiveMapProps } from '@/presentation/components/map/interactive-map';
import { createI18n } from '@/presentation/i18n/i18n';
import { BookingPage } from '@/presentation/pages/transport/booking-page';
import { createAppStore } from '@/presentation/store/app-store';
import { StorefrontRoot } from '@/presentation/storefront-root';
import { TransportRoute, transportConfig, transportKit } from './transport-test-kit';

/** Stands in for Google's map, which only a browser can draw. */
function ClickableMap(props: InteractiveMapProps) {
  return (
    <div role="region" aria-label={props.label}>
      <button type="button">{`Pick on ${props.label}`}</button>
    </div>
  );
}

/**
 * The booking form as the server draws it (the same components, rendered to markup without a browser), then taken
 * over (hydrated) by React in the browser, as the transport host's first screen is.
 */
async function drawnThenTakenOver(kit: ReturnType<typeof transportKit>) {
  const i18n = await createI18n({ language: 'en' });
  const store = createAppStore(kit.resolver);
  const tree = (
    <StorefrontRoot config={transportConfig} i18n={i18n} store={store} resolver={kit.resolver}>
      <MemoryRouter initialEntries={['/transport/main-page']}>
        <Suspense fallback={null}>
          <TransportRoute path="/transport/main-page">
            <BookingPage />
          </TransportRoute>
        </Suspense>
      </MemoryRouter>
    </StorefrontRoot>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  const drawn = within(container);
  const recoverable: unknown[] = [];
  const takeOver = async () => {
    render(tree, { container, hydrate: true, onRecoverableError: (error) => void recoverable.push(error) });
    await act(async () => undefined);
  };
  return { drawn, takeOver, recoverable };
}

describe('The ride booking form drawn by the server', () => {
  it('holds every control disabled until the app has taken it over, then the same form works', async () => {
    const { drawn, takeOver, recoverable } = await drawnThenTakenOver(transportKit());
    // A tap before the code has arrived meets a disabled control, never one that swallows it.
    expect(drawn.getByRole('heading', { name: 'Your ride' })).toBeInTheDocument();
    expect(drawn.getByRole('button', { name: 'See prices' })).toBeDisabled();
    expect(drawn.getByRole('button', { name: 'Use my current position' })).toBeDisabled();
    for (const field of drawn.getAllByRole('combobox', { name: 'Address' })) expect(field).toBeDisabled();
    expect(drawn.getByRole('textbox', { name: "Passenger's name" })).toBeDisabled();
    expect(drawn.getByRole('radio', { name: 'Cash to the driver' })).toBeDisabled();
    await takeOver();
    // The browser's first render matched the server's markup: nothing redrawn, nothing shifted.
    expect(recoverable).toEqual([]);
    expect(screen.getByRole('button', { name: 'See prices' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Use my current position' })).toBeEnabled();
    for (const field of screen.getAllByRole('combobox', { name: 'Address' })) expect(field).toBeEnabled();
    expect(screen.getByRole('textbox', { name: "Passenger's name" })).toBeEnabled();
  });

  it('draws the static maps at first, and the host’s real map once the app is alive', async () => {
    const kit = transportKit(undefined, [[interactiveMapToken, ClickableMap]]);
    const { drawn, takeOver, recoverable } = await drawnThenTakenOver(kit);
    // The server has no map service: it draws the point, as the browser does while its map loads.
    expect(drawn.getByRole('img', { name: 'Pickup on the map' })).toBeInTheDocument();
    expect(drawn.getByRole('img', { name: 'Drop-off on the map' })).toBeInTheDocument();
    expect(drawn.queryByRole('region', { name: 'Pickup on the map' })).not.toBeInTheDocument();
    await takeOver();
    expect(recoverable).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Pick on Pickup on the map' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Drop-off on the map' })).toBeInTheDocument();
  });
});
