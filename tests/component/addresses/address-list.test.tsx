import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserAddresses } from '@/domain/addresses/address';
import { addressesWith, aSavedAddress } from '../../support/fakes/address-fixtures';
import { renderAddresses } from './address-test-kit';

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Deliver to/ }));
  return screen.findByRole('dialog', { name: 'My Addresses' });
};

describe('Address dialog: the list', () => {
  it('shows "Loading addresses...." until the addresses arrive', async () => {
    let answer: (addresses: UserAddresses) => void = () => undefined;
    await renderAddresses({ viewAddresses: () => new Promise((resolve) => (answer = resolve)) });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading addresses....');
    answer(addressesWith({ home: true }));
    expect(await within(dialog).findByRole('radio', { name: /^Home/ })).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading addresses....')).not.toBeInTheDocument();
  });

  it('lists home, work and the others as radio options with their slot and description', async () => {
    await renderAddresses({
      addresses: { ...addressesWith({ home: true, work: true, others: 1 }), selectedAddressId: 'work-1' },
    });
    const dialog = await openDialog();
    const options = await within(dialog).findAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['home-1', 'work-1', 'others-1']);
    expect(within(dialog).getByRole('radio', { name: 'Home' })).toHaveAccessibleDescription('Home · 12 B, Kamppi');
    expect(within(dialog).getByRole('radio', { name: 'Other 1' })).toHaveAccessibleDescription('Others · 12 B, Kamppi');
    expect(within(dialog).getByRole('radio', { name: 'Work' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Home' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Edit Home' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete Other 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add new address' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Map of the selected address, Work' })).toHaveTextContent(
      'Latitude 60.17, longitude 24.94',
    );
  });

  it('says "No Address Found" when there is none', async () => {
    await renderAddresses();
    const dialog = await openDialog();
    expect(await within(dialog).findByText('No Address Found')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows a load failure in red with the server message', async () => {
    await renderAddresses({
      viewAddresses: () => Promise.reject({ code: 'SERVER_ERROR', message: 'Address service down', status: 500 }),
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Address service down');
  });

  it('asks the customer to log in when the server refuses the session', async () => {
    await renderAddresses({
      viewAddresses: () => Promise.reject({ code: 'SESSION_EXPIRED', message: 'Session Expired', status: 401 }),
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please log in to keep your addresses.');
  });

  it('selecting an address closes the dialog, shows it on the chip and reloads the stores near it', async () => {
    const home = aSavedAddress('home', { coordinates: { lat: 24.9, long: 67.1 } });
    const { world } = await renderAddresses({ addresses: { ...addressesWith({ work: true }), home } });
    await waitFor(() => expect(world.storeRequests).toHaveLength(1));
    expect(world.storeRequests[0]).toEqual({ industryId: 21, page: 1 });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Home' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(world.addressBook.calls).toEqual(['select home-1']);
    expect(world.addressBook.current.selectedAddressId).toBe('home-1');
    expect(
      screen.getByRole('button', { name: 'Deliver to 12 B, Kamppi: change the delivery address' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(world.storeRequests).toHaveLength(2));
    expect(world.storeRequests[1]).toEqual({ industryId: 21, page: 1, near: { lat: 24.9, long: 67.1 } });
  });

  it('speaks Finnish too', async () => {
    await renderAddresses({ language: 'fi', addresses: addressesWith({ home: true }) });
    await userEvent.click(await screen.findByRole('button', { name: /^Toimitusosoite/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Omat osoitteet' });
    expect(await within(dialog).findByRole('radio', { name: 'Home' })).toHaveAccessibleDescription(
      'Koti · 12 B, Kamppi',
    );
    expect(within(dialog).getByRole('button', { name: 'Lisää uusi osoite' })).toBeInTheDocument();
  });
});
