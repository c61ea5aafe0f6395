import type { CompanyDto } from '@/contract/catalog/companies.contract';
import { companySchema } from '@/contract/catalog/companies.contract';
import { storeFromDto } from '@/contract/catalog/store-from-dto';

function aCompany(overrides: Partial<CompanyDto> = {}): CompanyDto {
  return {
    query_id: 'areena-keittio',
    name: 'Areena Keittiö',
    shop_name: 'Areena Keittiö',
    description: 'Food for match nights',
    banner_url: '/media/areena-keittio.svg',
    picture_medium_url: null,
    tag: 'Arena food',
    shop_status: 'open',
    address: {
      id: 7,
      query_id: 'addr-areena',
      description: 'Nordenskiöldinkatu 11, 00250 Helsinki',
      lat: 60.1881,
      long: 24.9227,
    },
    merchant_coordinates: { lat: 60.1881, long: 24.9227 },
    service_area_radius: 2,
    min_amount: 0,
    currency: 'EUR',
    industries: [{ name: 'Restaurants' }],
    delivery_time: { day: 0, hour: 0, minute: 0 },
    preparation_time: { day: 0, hour: 0, minute: 10 },
    working_days: [],
    time_slots: [],
    footer_description: null,
    ...overrides,
  };
}

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
