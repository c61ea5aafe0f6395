import type { CompanyDto } from '@/contract/catalogue/companies.contract';

/** An arena store as the listing sends it, every field the contract requires. */
export function aCompany(overrides: Partial<CompanyDto> = {}): CompanyDto {
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
    merchant_banner: '/media/areena-keittio.svg',
    override_delivery_fee: false,
    delivery_fee_value: 390,
    ...overrides,
  };
}
