import { createNamePlace } from '@/application/addresses/name-place.use-case';
import { InMemoryAddressLookup } from '../../../support/fakes/in-memory-address-lookup';

const pickup = { lat: 60.1699, long: 24.9384 };

describe('NamePlace', () => {
  it('names the place the geocoder knows at the point', async () => {
    const addressLookup = new InMemoryAddressLookup();
    addressLookup.place = { street: 'Mannerheimintie', area: 'Kamppi', building: '1' };
    await expect(createNamePlace({ addressLookup })(pickup)).resolves.toBe('Mannerheimintie 1, Kamppi');
  });

  it('names nothing where the geocoder knows nothing', async () => {
    await expect(createNamePlace({ addressLookup: new InMemoryAddressLookup() })(pickup)).resolves.toBeNull();
  });

  it('names nothing, without failing, when the geocoder cannot be reached', async () => {
    const addressLookup = new InMemoryAddressLookup();
    addressLookup.failWith = new Error('geocoder down');
    await expect(createNamePlace({ addressLookup })(pickup)).resolves.toBeNull();
  });
});
