import { companySchema } from '@/contract/catalogue/companies.contract';
import { storeFromDto } from '@/contract/catalogue/store-from-dto';
import { aCompany } from './support/a-company';

const counterA = {
  id: 'areena-keittio--portti-a',
  name: 'Portti A – Grilli',
  description: 'Lower concourse, next to gate A.',
  picture_url: '/media/arena/portti-a.svg',
};

describe('pickup locations of a store', () => {
  it('reads the venue pickup locations in its order, a missing picture as null', () => {
    const store = storeFromDto(
      aCompany({ pickup_locations: [counterA, { ...counterA, id: 'b', name: 'Portti B', picture_url: '' }] }),
    );
    expect(store.pickupLocations).toEqual([
      {
        id: 'areena-keittio--portti-a',
        name: 'Portti A – Grilli',
        description: 'Lower concourse, next to gate A.',
        pictureUrl: '/media/arena/portti-a.svg',
      },
      { id: 'b', name: 'Portti B', description: 'Lower concourse, next to gate A.', pictureUrl: null },
    ]);
  });

  it('gives an ordinary store, which sends none, an empty list', () => {
    const { pickup_locations: _absent, ...ordinary } = aCompany();
    expect(companySchema.safeParse(ordinary).success).toBe(true);
    expect(storeFromDto(ordinary).pickupLocations).toEqual([]);
  });

  it('refuses a pickup location without an id', () => {
    expect(companySchema.safeParse(aCompany({ pickup_locations: [{ ...counterA, id: '' }] })).success).toBe(false);
  });
});
