import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressesWith } from '../../support/fakes/address-fixtures';
import { testConfig } from '../support/render-with-providers';
import { renderAddresses } from './address-test-kit';

async function openMapPicker() {
  await userEvent.click(await screen.findByRole('button', { name: /^Deliver to/ }));
  const list = await screen.findByRole('dialog', { name: 'My Addresses' });
  await userEvent.click(within(list).getByRole('button', { name: 'Add new address' }));
  return screen.findByRole('dialog', { name: 'Choose Location on Map' });
}

async function typeInto(container: HTMLElement, name: string, text: string) {
  const field = within(container).getByRole('textbox', { name });
  await userEvent.clear(field);
  if (text !== '') await userEvent.type(field, text);
}

describe('Address dialog: a new address on the fallback map', () => {
  it('starts the static map at the default centre, 24.85, 67.01', async () => {
    await renderAddresses();
    const picker = await openMapPicker();
    expect(within(picker).getByRole('img', { name: 'Map of the chosen point' })).toHaveTextContent(
      'Latitude 24.85, longitude 67.01',
    );
    expect(within(picker).getByRole('textbox', { name: 'Latitude' })).toHaveValue('24.85');
    expect(within(picker).getByRole('textbox', { name: 'Longitude' })).toHaveValue('67.01');
  });

  it("starts at the host's own map centre, and comes back to it with the map centre button", async () => {
    await renderAddresses({ config: testConfig({ mapCentre: { lat: 60.1699, long: 24.9384 } }) });
    const picker = await openMapPicker();
    expect(within(picker).getByRole('img', { name: 'Map of the chosen point' })).toHaveTextContent(
      'Latitude 60.1699, longitude 24.9384',
    );
    await typeInto(picker, 'Latitude', '60.2');
    await userEvent.click(within(picker).getByRole('button', { name: 'Use the map centre' }));
    expect(within(picker).getByRole('textbox', { name: 'Latitude' })).toHaveValue('60.1699');
  });

  it('moves the point as latitude and longitude are typed, and back with the map centre button', async () => {
    await renderAddresses();
    const picker = await openMapPicker();
    await typeInto(picker, 'Latitude', '24.9');
    await typeInto(picker, 'Longitude', '67.1');
    expect(within(picker).getByRole('img', { name: 'Map of the chosen point' })).toHaveTextContent(
      'Latitude 24.9, longitude 67.1',
    );
    await userEvent.click(within(picker).getByRole('button', { name: 'Use the map centre' }));
    expect(within(picker).getByRole('textbox', { name: 'Latitude' })).toHaveValue('24.85');
    expect(within(picker).getByRole('img', { name: 'Map of the chosen point' })).toHaveTextContent(
      'Latitude 24.85, longitude 67.01',
    );
  });

  it('refuses coordinates outside their ranges on confirm', async () => {
    const { world } = await renderAddresses();
    const picker = await openMapPicker();
    await typeInto(picker, 'Latitude', '91');
    await typeInto(picker, 'Longitude', 'east');
    await userEvent.click(within(picker).getByRole('button', { name: 'Confirm Location' }));
    expect(within(picker).getByRole('textbox', { name: 'Latitude' })).toHaveAccessibleDescription(
      'Enter a latitude between -90 and 90',
    );
    expect(within(picker).getByRole('textbox', { name: 'Longitude' })).toHaveAccessibleDescription(
      'Enter a longitude between -180 and 180',
    );
    expect(screen.queryByRole('dialog', { name: 'Confirm Address Details' })).not.toBeInTheDocument();
    expect(world.addressBook.calls).toEqual([]);
  });

  it('adds an address: geocoded street prefilled, required fields checked, saved at the pin, stores reload', async () => {
    const { world } = await renderAddresses({ addresses: addressesWith({ home: true }) });
    world.addressLookup.place = { street: 'Shahrah-e-Faisal', area: 'PECHS', building: null };
    const picker = await openMapPicker();
    await typeInto(picker, 'Latitude', '24.86');
    await typeInto(picker, 'Longitude', '67.05');
    await userEvent.click(within(picker).getByRole('button', { name: 'Confirm Location' }));

    const form = await screen.findByRole('dialog', { name: 'Confirm Address Details' });
    expect(within(form).getByRole('textbox', { name: 'Street' })).toHaveValue('Shahrah-e-Faisal');
    expect(within(form).getByRole('textbox', { name: 'Area' })).toHaveValue('PECHS');
    expect(within(form).getByRole('textbox', { name: 'Address Title' })).not.toHaveAttribute('readonly');
    await typeInto(form, 'Street', '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    for (const name of ['Address Title', 'Flat/Villa No.', 'Street']) {
      expect(await within(form).findByRole('textbox', { name })).toHaveAccessibleDescription('This field is required');
    }
    expect(within(form).getByRole('textbox', { name: 'Area' })).not.toHaveAccessibleDescription();
    expect(within(form).getByRole('textbox', { name: 'Building' })).not.toHaveAccessibleDescription();
    expect(within(form).getByRole('textbox', { name: 'Nearest Landmark' })).not.toHaveAccessibleDescription();
    expect(world.addressBook.calls).toEqual([]);

    await typeInto(form, 'Address Title', 'Work');
    await typeInto(form, 'Flat/Villa No.', '7');
    await typeInto(form, 'Street', 'Tariq Road');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(world.addressBook.calls).toEqual(['create']);
    expect(world.addressBook.current.work).toEqual({
      queryId: 'address-1',
      type: 'work',
      title: 'Work',
      flatOrVillaNumber: '7',
      building: '',
      street: 'Tariq Road',
      area: 'PECHS',
      landmark: '',
      coordinates: { lat: 24.86, long: 67.05 },
    });

    const list = await (async () => {
      await userEvent.click(screen.getByRole('button', { name: /^Deliver to/ }));
      return screen.findByRole('dialog', { name: 'My Addresses' });
    })();
    await userEvent.click(await within(list).findByRole('radio', { name: 'Work' }));
    await waitFor(() =>
      expect(world.storeRequests.at(-1)).toEqual({ industryId: 21, page: 1, near: { lat: 24.86, long: 67.05 } }),
    );
  });

  it('opens an empty form at the pin when the geocoder fails', async () => {
    const { world } = await renderAddresses();
    world.addressLookup.failWith = new Error('geocoder down');
    const picker = await openMapPicker();
    await userEvent.click(within(picker).getByRole('button', { name: 'Confirm Location' }));
    const form = await screen.findByRole('dialog', { name: 'Confirm Address Details' });
    expect(within(form).getByRole('textbox', { name: 'Street' })).toHaveValue('');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused save in red and keeps the form open', async () => {
    const { world } = await renderAddresses();
    world.addressBook.failWith = Object.assign(new Error('refused'), {
      code: 'SERVER_ERROR',
      message: 'Could not save the address',
      status: 500,
    });
    const picker = await openMapPicker();
    await userEvent.click(within(picker).getByRole('button', { name: 'Confirm Location' }));
    const form = await screen.findByRole('dialog', { name: 'Confirm Address Details' });
    await typeInto(form, 'Address Title', 'Cottage');
    await typeInto(form, 'Flat/Villa No.', '3');
    await typeInto(form, 'Street', 'Beach Road');
    await typeInto(form, 'Area', 'Clifton');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Could not save the address');
    expect(screen.getByRole('dialog', { name: 'Confirm Address Details' })).toBeInTheDocument();
  });
});
