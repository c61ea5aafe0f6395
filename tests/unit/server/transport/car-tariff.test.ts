import { meetAndGreetFee, referenceCarTariffs, rideBasePrice } from '@/server/transport/car-tariff';

const economy = { startingPrice: 400, perKm: 90 };
const comfort = { startingPrice: 600, perKm: 120 };
const van = { startingPrice: 900, perKm: 160 };

describe('referenceCarTariffs', () => {
  it('are the sandbox drivers\u2019 car types, for a server whose configuration offers none of its own', () => {
    expect([...referenceCarTariffs]).toEqual([
      ['economy', economy],
      ['comfort', comfort],
      ['van', van],
    ]);
  });
});

describe('rideBasePrice', () => {
  it('is the starting price plus the rate per km for the charged distance', () => {
    expect(rideBasePrice(economy, 'standard', 0)).toBe(400);
    expect(rideBasePrice(economy, 'standard', 10)).toBe(400 + 900);
    expect(rideBasePrice(comfort, 'standard', 10)).toBe(600 + 1200);
    expect(rideBasePrice(van, 'standard', 10)).toBe(900 + 1600);
  });

  it('adds the meet-and-greet fee of 5.00 for that ride type only', () => {
    expect(meetAndGreetFee).toBe(500);
    expect(rideBasePrice(economy, 'meet_n_greet', 10) - rideBasePrice(economy, 'standard', 10)).toBe(500);
  });

  it('rounds the distance charge half up to the cent, from whole hundredths of a km', () => {
    // 0.35 km × 90 = 31.5 → 32, although 0.35 × 90 in floating point is 31.499999999999996
    expect(rideBasePrice(economy, 'standard', 0.35)).toBe(432);
    expect(rideBasePrice(economy, 'standard', 2.35)).toBe(612);
    // 0.01 km × 90 = 0.9 → 1
    expect(rideBasePrice(economy, 'standard', 0.01)).toBe(401);
    // 0.004 km is charged as 0 km
    expect(rideBasePrice(economy, 'standard', 0.004)).toBe(400);
  });

  it('is a whole number of cents that never falls as the distance grows', () => {
    let previous = 0;
    for (let hundredths = 0; hundredths <= 5_000; hundredths += 7) {
      const price = rideBasePrice(comfort, 'standard', hundredths / 100);
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThanOrEqual(previous);
      previous = price;
    }
  });
});
