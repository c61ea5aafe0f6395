import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressesWith } from '../../support/fakes/address-fixtures';
import { renderAddresses } from './address-test-kit';

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Deliver to/ }));
  return screen.findByRole('dialog', { name: 'My Addresses' });
};

describe('Address dialog: edit and delete', () => {
  it('edits a saved address: fixed title, Update, and the dialogs close after the save', async () => {
    const { world } = await renderAddresses({ addresses: addressesWith({ home: true }) });
    const list = await openDialog();
    await userEvent.click(await within(list).findByRole('button', { name: 'Edit Home' }));

    const form = await screen.findByRole('dialog', { name: 'Confirm Address Details' });
    expect(within(form).getByRole('textbox', { name: 'Address Title' })).toHaveAttribute('readonly');
    expect(within(form).getByRole('textbox', { name: 'Address Title' })).toHaveValue('Home');
    expect(within(form).getByRole('textbox', { name: 'Street' })).toHaveValue('Mannerheimintie');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const street = within(form).getByRole('textbox', { name: 'Street' });
    await userEvent.clear(street);
    await userEvent.type(street, 'Tariq Road');
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(world.addressBook.calls).toEqual(['update']);
    expect(world.addressBook.current.home).toMatchObject({ queryId: 'home-1', title: 'Home', street: 'Tariq Road' });
  });

  it('Back on the form returns to the list without saving', async () => {
    const { world } = await renderAddresses({ addresses: addressesWith({ home: true }) });
    const list = await openDialog();
    await userEvent.click(await within(list).findByRole('button', { name: 'Edit Home' }));
    const form = await screen.findByRole('dialog', { name: 'Confirm Address Details' });
    await userEvent.click(within(form).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'My Addresses' })).toBeInTheDocument();
    expect(world.addressBook.calls).toEqual([]);
  });

  it('asks before deleting; Cancel keeps the address, Delete removes it and closes the dialogs', async () => {
    const { world } = await renderAddresses({ addresses: addressesWith({ home: true, others: 1 }) });
    let list = await openDialog();
    await userEvent.click(await within(list).findByRole('button', { name: 'Delete Other 1' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete Address' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete the address "Other 1"?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    list = await screen.findByRole('dialog', { name: 'My Addresses' });
    expect(world.addressBook.calls).toEqual([]);

    await userEvent.click(within(list).getByRole('button', { name: 'Delete Other 1' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete Address' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(world.addressBook.calls).toEqual(['remove']);
    expect(world.addressBook.all().map((address) => address.queryId)).toEqual(['home-1']);
  });

  it('deleting the selected address clears the "Deliver to" chip', async () => {
    const { world } = await renderAddresses({ addresses: addressesWith({ home: true }) });
    let list = await openDialog();
    await userEvent.click(await within(list).findByRole('radio', { name: 'Home' }));
    expect(
      await screen.findByRole('button', { name: 'Deliver to 12 B, Kamppi: change the delivery address' }),
    ).toBeInTheDocument();
    list = await openDialog();
    await userEvent.click(await within(list).findByRole('button', { name: 'Delete Home' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Address' })).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Deliver to Choose an address: change the delivery address' }),
    ).toBeInTheDocument();
    expect(world.addressBook.current.selectedAddressId).toBeNull();
  });

  it('shows a refused delete in red and keeps the question open', async () => {
    const { world } = await renderAddresses({ addresses: addressesWith({ home: true }) });
    world.addressBook.failWith = Object.assign(new Error('refused'), {
      code: 'BAD_REQUEST',
      message: 'Address is used by an open order',
      status: 400,
    });
    const list = await openDialog();
    await userEvent.click(await within(list).findByRole('button', { name: 'Delete Home' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Address' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Address is used by an open order');
    expect(screen.getByRole('dialog', { name: 'Delete Address' })).toBeInTheDocument();
  });
});
