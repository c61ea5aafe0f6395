import { screen, waitFor, within } from '@testing-library/react';
import { interactiveMapToken, type InteractiveMapProps } from '@/presentation/components/map/interactive-map';
import { lazyInteractiveMap } from '@/presentation/components/map/lazy-interactive-map';
import { StoreInfoDialog } from '@/presentation/pages/product-listing/store-info-dialog';
import { aStore } from '../../support/store-fixtures';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

/** Stands in for Google's map: says where it centres, at which zoom, and that its marker is there. */
function RecordingMap(props: InteractiveMapProps) {
  return (
    <div role="region" aria-label={props.label}>
      {`centre ${props.centre.lat},${props.centre.long} zoom ${props.zoom} marker`}
    </div>
  );
}

const noop = () => undefined;

describe('Merchant info dialog: the map', () => {
  it("centres Google's map on the merchant, zoom 15, when a maps key is configured", async () => {
    await renderWithProviders(
      <StoreInfoDialog store={aStore({ coordinates: { lat: 60.17, long: 24.94 } })} onClose={noop} />,
      {
        resolver: fakeResolver([[interactiveMapToken, lazyInteractiveMap(async () => RecordingMap)]]),
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Kahvila Aalto' });
    const map = await within(dialog).findByRole('region', { name: 'Map of Kahvila Aalto at 60.17, 24.94' });
    expect(map).toHaveTextContent('centre 60.17,24.94 zoom 15 marker');
  });

  it('shows the static map with the coordinates without a maps key', async () => {
    await renderWithProviders(
      <StoreInfoDialog store={aStore({ coordinates: { lat: 60.17, long: 24.94 } })} onClose={noop} />,
      {
        resolver: fakeResolver([[interactiveMapToken, null]]),
      },
    );
    const map = within(screen.getByRole('dialog')).getByRole('img', { name: 'Map of Kahvila Aalto at 60.17, 24.94' });
    expect(map).toHaveTextContent('Latitude 60.17, longitude 24.94');
  });

  it('falls back to the default position (24.85, 67.01) for a merchant without one', async () => {
    await renderWithProviders(<StoreInfoDialog store={aStore({ coordinates: { lat: 0, long: 0 } })} onClose={noop} />, {
      resolver: fakeResolver([[interactiveMapToken, lazyInteractiveMap(async () => RecordingMap)]]),
    });
    const map = await screen.findByRole('region', { name: 'Map of Kahvila Aalto at 24.85, 67.01' });
    expect(map).toHaveTextContent('centre 24.85,67.01 zoom 15 marker');
  });

  it('keeps the static map when the map code cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWithProviders(<StoreInfoDialog store={aStore()} onClose={noop} />, {
      resolver: fakeResolver([[interactiveMapToken, lazyInteractiveMap(() => Promise.reject(new Error('offline')))]]),
    });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('The map could not be loaded', expect.any(Error)));
    expect(await screen.findByRole('img', { name: 'Map of Kahvila Aalto at 60.17, 24.94' })).toHaveTextContent(
      'Latitude 60.17, longitude 24.94',
    );
    warn.mockRestore();
  });
});
