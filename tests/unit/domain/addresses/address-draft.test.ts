import { addressDescription, allAddresses, findAddress, selectedAddress } from '@/domain/addresses/address';
import {
  addressFormAction,
  draftFromGeocodedPlace,
  draftFromSavedAddress,
  geocodedStreet,
  isTitleLocked,
} from '@/domain/addresses/address-draft';
import { addressesWith, aSavedAddress } from '../../../support/fakes/address-fixtures';

const pin = { lat: 60.17, long: 24.94 };

describe('geocodedStreet', () => {
  it.each([
    ['Unnamed Road', ''],
    ['unnamed road', ''],
    ['  Unnamed Road ', ''],
    [null, ''],
    ['', ''],
    ['Mannerheimintie', 'Mannerheimintie'],
    [' Mannerheimintie ', 'Mannerheimintie'],
    ['Unnamed Road 5', 'Unnamed Road 5'],
  ])('%j starts the street as %j', (street, expected) => {
    expect(geocodedStreet(street)).toBe(expected);
  });
});

describe('draftFromGeocodedPlace', () => {
  it('prefills street, area and building of a new address at the pin', () => {
    expect(
      draftFromGeocodedPlace({ coordinates: pin, street: 'Mannerheimintie', area: 'Kamppi', building: 'Aalto House' }),
    ).toEqual({
      queryId: null,
      title: '',
      flatOrVillaNumber: '',
      building: 'Aalto House',
      street: 'Mannerheimintie',
      area: 'Kamppi',
      landmark: '',
      coordinates: pin,
    });
  });

  it('treats an unnamed road as no street and missing parts as empty', () => {
    expect(
      draftFromGeocodedPlace({ coordinates: pin, street: 'Unnamed Road', area: null, building: null }),
    ).toMatchObject({ street: '', area: '', building: '' });
  });
});

describe('the address form', () => {
  it.each([
    [null, 'SAVE', false],
    ['home-1', 'UPDATE', true],
  ] as const)('with query id %j says %s and locks the title: %s', (queryId, action, locked) => {
    expect(addressFormAction({ queryId })).toBe(action);
    expect(isTitleLocked({ queryId })).toBe(locked);
  });

  it('opens a saved address with its query id and every detail', () => {
    const home = aSavedAddress('home');
    const { queryId, type, ...details } = home;
    expect(type).toBe('home');
    expect(draftFromSavedAddress(home)).toEqual({ ...details, queryId });
  });
});

describe('address slots', () => {
  const book = { ...addressesWith({ home: true, work: true, others: 2 }), selectedAddressId: 'others-2' };

  it('lists home, work, then the others', () => {
    expect(allAddresses(book).map((address) => address.queryId)).toEqual(['home-1', 'work-1', 'others-1', 'others-2']);
  });

  it.each([
    ['work-1', 'work-1'],
    ['others-2', 'others-2'],
    ['gone', null],
  ])('finds %s as %s', (queryId, expected) => {
    expect(findAddress(book, queryId)?.queryId ?? null).toBe(expected);
  });

  it.each([
    ['others-2', 'others-2'],
    [null, null],
    ['deleted-elsewhere', null],
  ])('with selection %j the selected address is %j', (selectedAddressId, expected) => {
    expect(selectedAddress({ ...book, selectedAddressId })?.queryId ?? null).toBe(expected);
  });
});

describe('addressDescription', () => {
  it.each([
    ['12 B', 'Kamppi', '12 B, Kamppi'],
    [' 12 B ', ' Kamppi ', '12 B, Kamppi'],
    ['', 'Kamppi', 'Kamppi'],
    ['12 B', '', '12 B'],
    ['', '', ''],
  ])('flat %j and area %j read %j', (flatOrVillaNumber, area, expected) => {
    expect(addressDescription({ flatOrVillaNumber, area })).toBe(expected);
  });
});
