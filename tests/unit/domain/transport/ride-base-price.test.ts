import { baseRidePrice, chargedDistanceKm } from '@/domain/transport/ride-base-price';

describe('baseRidePrice', () => {
  const tariff = { startingPrice: 400, perKm: 90 };

  it('adds the distance at the rate, rounded half up to the minor unit, and the extra', () => {
    expect(baseRidePrice(tariff, 0)).toBe(400);
    expect(baseRidePrice(tariff, 0.35)).toBe(432);
    expect(baseRidePrice(tariff, 10, 500)).toBe(400 + 900 + 500);
  });
});

describe('chargedDistanceKm', () => {
  it('keeps hundredths of a km, half up', () => {
    expect(chargedDistanceKm(17.104)).toBe(17.1);
    expect(chargedDistanceKm(17.105)).toBe(17.11);
    expect(chargedDistanceKm(0)).toBe(0);
  });
});
