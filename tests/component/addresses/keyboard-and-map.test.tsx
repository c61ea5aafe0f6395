import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyInteractiveMap } from '@/presentation/components/map/lazy-interactive-map';
import { interactiveMapToken, type InteractiveMapProps } from '@/presentation/components/map/interactive-map';
import { addressesWith } from '../../support/fakes/address-fixtures';
import { renderAddresses } from './address-test-kit';

/** Stands in for Google's map: one button that "clicks" the map at a fixed point. */
function ClickableMap(props: InteractiveMapProps) {
  return (
    <div role="region" aria-label={props.label}>
      <button type="button" onClick={() => props.onPick?.({ lat: 25.1, long: 66.9 })}>
        {`centre ${props.centre.lat},${props.centre.long} zoom ${props.zoom}`}
      </button>
    </div>
  );
}

describe('Address dialogs: keyboard and maps', () => {
  it('keeps Tab inside the list dialog and closes it with Escape, focus back on the chip', async () => {
    await renderAddresses({ addresses: addressesWith({ home: true }) });
    const chip = await screen.findByRole('button', { name: /^Deliver to/ });
    await userEvent.click(chip);
    const list = await screen.findByRole('dialog', { name: 'My Addresses' });
    await within(list).findByRole('radio', { name: 'Home' });
    expect(within(list).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    expect(within(list).getByRole('button', { name: 'Add new address' })).toHaveFocus();
    await userEvent.tab();
    expect(within(list).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chip).toHaveFocus();
  });

  it('Escape on the map picker goes back to the list, Escape again closes it', async () => {
    await renderAddresses();
    await userEvent.click(await screen.findByRole('button', { name: /^Deliver to/ }));
    const list = await screen.findByRole('dialog', { name: 'My Addresses' });
    await userEvent.click(within(list).getByRole('button', { name: 'Add new address' }));
    await screen.findByRole('dialog', { name: 'Choose Location on Map' });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'My Addresses' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Choose Location on Map' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('operates the whole add journey from the keyboard', async () => {
    const { world } = await renderAddresses();
    await userEvent.click(await screen.findByRole('button', { name: /^Deliver to/ }));
    await screen.findByText('No Address Found');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add new address' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: 'Choose Location on Map' });
    within(picker).getByRole('button', { name: 'Confirm Location' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = await screen.findByRole('dialog', { name: 'Confirm Address Details' });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Back' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('Home');
    await userEvent.tab();
    await userEvent.keyboard('1');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Main Street');
    await userEvent.tab();
    await userEvent.keyboard('Saddar{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(world.addressBook.current.home).toMatchObject({
      title: 'Home',
      flatOrVillaNumber: '1',
      street: 'Main Street',
      area: 'Saddar',
      coordinates: { lat: 24.85, long: 67.01 },
    });
  });

  it('uses the configured interactive map, zoom 15, and takes the clicked point', async () => {
    await renderAddresses({ extra: [[interactiveMapToken, lazyInteractiveMap(async () => ClickableMap)]] });
    await userEvent.click(await screen.findByRole('button', { name: /^Deliver to/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'My Addresses' })).getByRole('button', {
        name: 'Add new address',
      }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Choose Location on Map' });
    const map = await within(picker).findByRole('region', { name: 'Map of the chosen point' });
    await userEvent.click(within(map).getByRole('button', { name: 'centre 24.85,67.01 zoom 15' }));
    expect(within(picker).getByRole('textbox', { name: 'Latitude' })).toHaveValue('25.1');
    expect(within(picker).getByRole('textbox', { name: 'Longitude' })).toHaveValue('66.9');
  });

  it('keeps the static map when the map code cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderAddresses({
      extra: [[interactiveMapToken, lazyInteractiveMap(() => Promise.reject(new Error('offline')))]],
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Deliver to/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'My Addresses' })).getByRole('button', {
        name: 'Add new address',
      }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Choose Location on Map' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('The map could not be loaded', expect.any(Error)));
    expect(within(picker).getByRole('img', { name: 'Map of the chosen point' })).toHaveTextContent(
      'Latitude 24.85, longitude 67.01',
    );
    warn.mockRestore();
  });
});
