import fc from 'fast-check';
import type { Coordinates } from '@/domain/catalogue/store';
import { earthRadiusKm, greatCircleDistanceKm } from '@/domain/geo/great-circle-distance';

const oneDegreeKm = (earthRadiusKm * Math.PI) / 180;
const halfCircumferenceKm = earthRadiusKm * Math.PI;

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  long: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('greatCircleDistanceKm', () => {
  it('uses an earth radius of 6371 km', () => {
    expect(earthRadiusKm).toBe(6371);
  });

  it.each<[string, Coordinates, Coordinates, number]>([
    ['one degree along a meridian', { lat: 60, long: 25 }, { lat: 61, long: 25 }, oneDegreeKm],
    ['one degree along the equator', { lat: 0, long: 10 }, { lat: 0, long: 11 }, oneDegreeKm],
    ['across the antimeridian the short way', { lat: 0, long: 179.5 }, { lat: 0, long: -179.5 }, oneDegreeKm],
    ['from 180 to -180, the same meridian', { lat: 10, long: 180 }, { lat: 10, long: -180 }, 0],
    ['between two longitudes at the north pole', { lat: 90, long: 0 }, { lat: 90, long: 120 }, 0],
    ['between two longitudes at the south pole', { lat: -90, long: -45 }, { lat: -90, long: 45 }, 0],
    ['over the north pole', { lat: 89.5, long: 0 }, { lat: 89.5, long: 180 }, oneDegreeKm],
    ['from pole to pole', { lat: 90, long: 0 }, { lat: -90, long: 0 }, halfCircumferenceKm],
    ['to the antipode on the equator', { lat: 0, long: 0 }, { lat: 0, long: 180 }, halfCircumferenceKm],
  ])('%s', (_case, from, to, expected) => {
    expect(greatCircleDistanceKm(from, to)).toBeCloseTo(expected, 6);
  });

  it('measures Helsinki to Tampere at about 161 km', () => {
    const km = greatCircleDistanceKm({ lat: 60.1699, long: 24.9384 }, { lat: 61.4978, long: 23.761 });
    expect(Math.round(km)).toBe(161);
  });

  it('is zero between a point and itself', () => {
    fc.assert(fc.property(point, (here) => greatCircleDistanceKm(here, here) === 0));
  });

  it('is the same in both directions', () => {
    fc.assert(fc.property(point, point, (a, b) => greatCircleDistanceKm(a, b) === greatCircleDistanceKm(b, a)));
  });

  it('is never negative and never more than half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const km = greatCircleDistanceKm(a, b);
        return km >= 0 && km <= halfCircumferenceKm + 1e-9;
      }),
    );
  });

  it('keeps the triangle inequality next to an antipode, where fast-check once found float noise', () => {
    const a = { lat: 0, long: 179.99999989815205 };
    const b = { lat: 0, long: -0.000003724102739965929 };
    const c = { lat: 0, long: 0 };
    expect(greatCircleDistanceKm(a, c)).toBeLessThanOrEqual(
      greatCircleDistanceKm(a, b) + greatCircleDistanceKm(b, c) + 1e-3,
    );
  });

  // Haversine loses precision next to antipodal points (about 10 cm there), far beyond any delivery radius;
  // a metre of slack keeps the law honest everywhere else.
  it('never beats the triangle inequality by more than a metre of float noise', () => {
    fc.assert(
      fc.property(
        point,
        point,
        point,
        (a, b, c) => greatCircleDistanceKm(a, c) <= greatCircleDistanceKm(a, b) + greatCircleDistanceKm(b, c) + 1e-3,
      ),
      { numRuns: 1000 },
    );
  });
});
