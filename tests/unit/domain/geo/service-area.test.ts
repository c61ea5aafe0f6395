import type { Coordinates } from '@/domain/catalogue/store';
import { greatCircleDistanceKm } from '@/domain/geo/great-circle-distance';
import { isWithinServiceArea, type ServiceArea } from '@/domain/geo/service-area';

const helsinki: Coordinates = { lat: 60.1699, long: 24.9384 };
const tapiola: Coordinates = { lat: 60.1756, long: 24.805 };
const helsinkiToTapiolaKm = greatCircleDistanceKm(helsinki, tapiola);
const oneMetreKm = 0.001;

function area(radius: number | null, coordinates: Coordinates | null = helsinki): ServiceArea {
  return { coordinates, serviceAreaRadiusKm: radius };
}

describe('isWithinServiceArea', () => {
  it('measures the test distance at about 7.4 km, so the cases below straddle a real edge', () => {
    expect(helsinkiToTapiolaKm).toBeCloseTo(7.405, 3);
  });

  it.each([
    ['exactly on the edge', helsinkiToTapiolaKm, true],
    ['a metre inside', helsinkiToTapiolaKm + oneMetreKm, true],
    ['a metre outside', helsinkiToTapiolaKm - oneMetreKm, false],
    ['well inside', 10, true],
    ['well outside', 5, false],
  ])('a customer %s is within: %s', (_case, radius, expected) => {
    expect(isWithinServiceArea(tapiola, area(radius))).toBe(expected);
  });

  it.each<[string, Coordinates, Coordinates, number, boolean]>([
    ['across the antimeridian, 2.2 km apart', { lat: 0, long: 179.99 }, { lat: 0, long: -179.99 }, 5, true],
    ['across the antimeridian, beyond a 2 km radius', { lat: 0, long: 179.99 }, { lat: 0, long: -179.99 }, 2, false],
    ['over the north pole, 2.2 km apart', { lat: 89.99, long: 0 }, { lat: 89.99, long: 180 }, 5, true],
    ['at the south pole, any longitude', { lat: -90, long: 0 }, { lat: -90, long: 90 }, 0.001, true],
    ['on opposite sides of the earth', { lat: 0, long: 0 }, { lat: 0, long: 180 }, 20000, false],
  ])('%s', (_case, store, customer, radius, expected) => {
    expect(isWithinServiceArea(customer, area(radius, store))).toBe(expected);
  });

  it.each<[string, Coordinates | null | undefined, ServiceArea]>([
    ['no customer location', null, area(1)],
    ['a customer location not given at all', undefined, area(1)],
    ['no store coordinates', tapiola, area(1, null)],
    ['no radius', tapiola, area(null)],
    ['a radius of 0', tapiola, area(0)],
    ['a negative radius', tapiola, area(-3)],
    ['a radius that is not a number', tapiola, area(Number.NaN)],
    ['customer coordinates that are not numbers', { lat: Number.NaN, long: 24 }, area(1)],
  ])('counts %s as within range', (_case, customer, serviceArea) => {
    expect(isWithinServiceArea(customer, serviceArea)).toBe(true);
  });
});
