import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InMemoryAddressSearch } from '../../support/fakes/in-memory-address-search';
import { testConfig } from '../support/render-with-providers';
import { renderAddresses } from './address-test-kit';

async function openMapPicker() {
  await userEvent.click(await screen.findByRole('button', { name: /^Deliver to/ }));
  const list = await screen.findByRole('dialog', { name: 'My Addresses' });
  await userEvent.click(within(list).getByRole('button', { name: 'Add new address' }));
  return screen.findByRole('dialog', { name: 'Choose Location on Map' });
}

const karachi = new InMemoryAddressSearch([
  { id: 'place-1', description: 'Shahrah-e-Faisal 14, PECHS, Karachi', at: { lat: 24.8615, long: 67.0736 } },
  { id: 'place-2', description: 'Shahrah-e-Quaideen, Karachi', at: { lat: 24.8702, long: 67.0611 } },
]);

describe('Address dialog: searching an address', () => {
  it('suggests the addresses found for the text, and moves the point to the one chosen', async () => {
    await renderAddresses({ config: testConfig({ mapsApiKey: 'test-key' }), addressSearch: karachi });
    const picker = await openMapPicker();
    await userEvent.type(within(picker).getByRole('textbox', { name: 'Search address' }), 'Shahrah');
    await userEvent.click(within(picker).getByRole('button', { name: 'Search' }));
    const found = await within(picker).findByRole('list', { name: 'Addresses found' });
    expect(
      within(found)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Shahrah-e-Faisal 14, PECHS, Karachi', 'Shahrah-e-Quaideen, Karachi']);
    await userEvent.click(within(found).getByRole('button', { name: 'Shahrah-e-Faisal 14, PECHS, Karachi' }));
    expect(await within(picker).findByRole('textbox', { name: 'Latitude' })).toHaveValue('24.8615');
    expect(within(picker).getByRole('textbox', { name: 'Longitude' })).toHaveValue('67.0736');
    expect(within(picker).queryByRole('list', { name: 'Addresses found' })).not.toBeInTheDocument();
  });

  it('says so when no address is found, and asks nothing for fewer than 3 letters', async () => {
    const search = new InMemoryAddressSearch();
    await renderAddresses({ config: testConfig({ mapsApiKey: 'test-key' }), addressSearch: search });
    const picker = await openMapPicker();
    const field = within(picker).getByRole('textbox', { name: 'Search address' });
    await userEvent.type(field, 'Ma');
    await userEvent.click(within(picker).getByRole('button', { name: 'Search' }));
    expect(await within(picker).findByText('No address found')).toBeInTheDocument();
    expect(search.searches).toEqual([]);
    await userEvent.type(field, 'nnerheimintie');
    await userEvent.click(within(picker).getByRole('button', { name: 'Search' }));
    expect(await within(picker).findByText('No address found')).toBeInTheDocument();
    expect(search.searches).toEqual(['Mannerheimintie']);
  });

  it('searches the configured geocoder without a maps key too', async () => {
    await renderAddresses({ addressSearch: karachi });
    const picker = await openMapPicker();
    await userEvent.type(within(picker).getByRole('textbox', { name: 'Search address' }), 'Quaideen');
    await userEvent.click(within(picker).getByRole('button', { name: 'Search' }));
    await userEvent.click(await within(picker).findByRole('button', { name: 'Shahrah-e-Quaideen, Karachi' }));
    expect(await within(picker).findByRole('textbox', { name: 'Latitude' })).toHaveValue('24.8702');
  });
});
