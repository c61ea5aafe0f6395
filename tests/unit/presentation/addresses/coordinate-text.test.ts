import { coordinateTexts, parsedCoordinate } from '@/presentation/format/coordinate-text';
import { deliveryLocationOf } from '@/presentation/store/addresses/delivery-location';
import { aSavedAddress } from '../../../support/fakes/address-fixtures';

describe('typed coordinates', () => {
  it.each([
    ['24.85', 90, 24.85],
    [' -33.9 ', 90, -33.9],
    ['67,01', 180, 67.01],
    ['90', 90, 90],
    ['-180', 180, -180],
  ] as const)('reads %p within ±%p as %p', (text, limit, expected) => {
    expect(parsedCoordinate(text, limit)).toBe(expected);
  });

  it.each([
    ['', 90],
    ['91', 90],
    ['180.5', 180],
    ['east', 180],
    ['1e2', 180],
    ['24.', 90],
  ] as const)('refuses %p within ±%p', (text, limit) => {
    expect(parsedCoordinate(text, limit)).toBeNull();
  });

  it('writes a point back as the two fields', () => {
    expect(coordinateTexts({ lat: 24.85, long: 67.01 })).toEqual({ lat: '24.85', long: '67.01' });
  });
});

describe('delivery location of an address', () => {
  it('is the flat and area with the pin', () => {
    expect(deliveryLocationOf(aSavedAddress('home'))).toEqual({
      description: '12 B, Kamppi',
      coordinates: { lat: 60.17, long: 24.94 },
    });
  });

  it('falls back to the title when flat and area are empty', () => {
    expect(deliveryLocationOf(aSavedAddress('work', { flatOrVillaNumber: '', area: '', coordinates: null }))).toEqual({
      description: 'Work',
      coordinates: null,
    });
  });
});
