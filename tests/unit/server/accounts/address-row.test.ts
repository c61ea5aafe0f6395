import { addressFieldsFrom, toUserAddresses, toUserAddressesDto } from '@/server/accounts/store/address-row';
import type { AddressRow } from '@/server/accounts/store/address-repository';
import { BadRequestError } from '@/server/http/bad-request-error';

const input = {
  name: 'Home',
  building: '',
  street: ' Main street 1 ',
  floor: '',
  room: 'Flat 3',
  landmark: '',
  district: 'Clifton ',
  lat: 24.8,
  long: 67.0,
};

const row = (queryId: string, type: string, name = type): AddressRow => ({
  id: queryId.length,
  queryId,
  userId: 1,
  type,
  name,
  building: '',
  street: 'S',
  floor: '',
  room: 'R',
  landmark: '',
  district: 'D',
  description: 'R, D',
  lat: null,
  long: null,
});

describe('addressFieldsFrom', () => {
  it('trims, writes the description from flat and area, and takes the free home slot', () => {
    expect(addressFieldsFrom(input, toUserAddresses([]), null)).toEqual({
      type: 'home',
      name: 'Home',
      building: '',
      street: 'Main street 1',
      floor: '',
      room: 'Flat 3',
      landmark: '',
      district: 'Clifton',
      description: 'Flat 3, Clifton',
      lat: 24.8,
      long: 67.0,
    });
  });

  it('puts a second home in others, but lets the home address keep its slot when edited', () => {
    const current = toUserAddresses([row('adr-home', 'home', 'Home')]);
    expect(addressFieldsFrom(input, current, null).type).toBe('others');
    expect(addressFieldsFrom(input, current, 'adr-home').type).toBe('home');
  });

  it('keeps no coordinates when one of them is missing', () => {
    const fields = addressFieldsFrom({ ...input, lat: null }, toUserAddresses([]), null);
    expect([fields.lat, fields.long]).toEqual([null, null]);
  });

  it('names every required field left empty, by its API name', () => {
    const refuse = () => addressFieldsFrom({ ...input, name: '  ', street: '' }, toUserAddresses([]), null);
    expect(refuse).toThrow(BadRequestError);
    try {
      refuse();
    } catch (error) {
      expect((error as BadRequestError).detailsIn('en')).toEqual([
        { field: 'address.name', message: 'This field is required' },
        { field: 'address.street', message: 'This field is required' },
      ]);
    }
  });
});

describe('toUserAddressesDto', () => {
  it('fills home and work from the first of each, lists the rest as others, and drops a foreign selection', () => {
    const rows = [row('a', 'others'), row('b', 'home'), row('c', 'work'), row('d', 'home')];
    const slots = toUserAddressesDto(rows, 'elsewhere');
    expect(slots.home_address?.query_id).toBe('b');
    expect(slots.work_address?.query_id).toBe('c');
    expect(slots.other_addresses.map((address) => [address.query_id, address.type])).toEqual([
      ['a', 'others'],
      ['d', 'others'],
    ]);
    expect(slots.selectedAddressId).toBeNull();
    expect(toUserAddressesDto(rows, 'c').selectedAddressId).toBe('c');
  });
});
