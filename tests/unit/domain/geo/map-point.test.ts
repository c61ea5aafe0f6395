import { mapPointOf } from '@/domain/geo/map-point';

describe('mapPointOf', () => {
  it("centres on the place's own position", () => {
    expect(mapPointOf({ lat: 60.17, long: 24.94 })).toEqual({ lat: 60.17, long: 24.94 });
    expect(mapPointOf({ lat: 0, long: 24.94 })).toEqual({ lat: 0, long: 24.94 });
  });

  it.each([null, { lat: 0, long: 0 }, { lat: Number.NaN, long: 24.94 }])(
    'falls back to the default position (24.85, 67.01) for %j',
    (point) => {
      expect(mapPointOf(point)).toEqual({ lat: 24.85, long: 67.01 });
    },
  );
});
