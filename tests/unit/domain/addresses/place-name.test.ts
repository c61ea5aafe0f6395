import { placeNameOf } from '@/domain/addresses/place-name';

const at = { lat: 60.17, long: 24.94 };

describe('The name of a geocoded place', () => {
  it('is the geocoder’s own label when it gives one', () => {
    expect(
      placeNameOf({ coordinates: at, street: 'Kaivokatu', area: 'Kluuvi', building: '1', label: ' Ateneum ' }),
    ).toBe('Ateneum');
  });

  it('is otherwise the street and house with the area, leaving out what is missing', () => {
    expect(placeNameOf({ coordinates: at, street: 'Kaivokatu', area: 'Kluuvi', building: '1' })).toBe(
      'Kaivokatu 1, Kluuvi',
    );
    expect(placeNameOf({ coordinates: at, street: null, area: 'Kluuvi', building: null, label: '' })).toBe('Kluuvi');
  });

  it('is none when the geocoder named nothing', () => {
    expect(placeNameOf(null)).toBeNull();
    expect(placeNameOf({ coordinates: at, street: ' ', area: null, building: null })).toBeNull();
  });
});
