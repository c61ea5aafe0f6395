import { createPickAddressOnMap } from '@/application/addresses/pick-address-on-map.use-case';
import { InMemoryAddressLookup } from '../../../support/fakes/in-memory-address-lookup';

const pin = { lat: 60.1699, long: 24.9384 };

describe('PickAddressOnMap', () => {
  it.each([
    [
      { street: 'Mannerheimintie', area: 'Kamppi', building: 'Sokos' },
      { street: 'Mannerheimintie', area: 'Kamppi', building: 'Sokos' },
    ],
    [
      { street: 'Unnamed Road', area: 'Kamppi', building: null },
      { street: '', area: 'Kamppi', building: '' },
    ],
    [null, { street: '', area: '', building: '' }],
  ])('from the place %o starts a new address with %o at the pin', async (place, expected) => {
    const addressLookup = new InMemoryAddressLookup();
    addressLookup.place = place;
    const draft = await createPickAddressOnMap({ addressLookup })(pin);
    expect(draft).toEqual({
      queryId: null,
      title: '',
      flatOrVillaNumber: '',
      landmark: '',
      coordinates: pin,
      ...expected,
    });
  });

  it('starts an empty address at the pin when the geocoder fails', async () => {
    const addressLookup = new InMemoryAddressLookup();
    addressLookup.failWith = new Error('geocoder down');
    await expect(createPickAddressOnMap({ addressLookup })(pin)).resolves.toMatchObject({
      queryId: null,
      street: '',
      area: '',
      coordinates: pin,
    });
  });
});
