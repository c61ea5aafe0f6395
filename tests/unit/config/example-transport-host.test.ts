import { parseStorefrontConfig } from '@/config/parse-config';
import transportHost from '../../../examples/transport.json';

const withCarTypes = (carTypes: unknown) => ({ ...transportHost, transport: { ...transportHost.transport, carTypes } });

function problemsOf(raw: unknown): string {
  const result = parseStorefrontConfig(raw);
  if (result.ok) throw new Error('The configuration was accepted');
  return JSON.stringify(result.problems);
}

describe('the example transport host (examples/transport.json)', () => {
  it('is a valid configuration with transport mode on and its account named', () => {
    const result = parseStorefrontConfig(transportHost);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.config.transportMode).toBe(true);
    expect(result.config.transport?.username).toBe('transport-demo');
  });

  it('gives every car type a fare in minor units, which the server prices its rides by', () => {
    const result = parseStorefrontConfig(transportHost);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const fares = result.config.transport?.carTypes.map((car) => [car.value, car.fare]);
    expect(fares).toEqual([
      ['economy', { startingPrice: 400, perKm: 90 }],
      ['comfort', { startingPrice: 600, perKm: 120 }],
      ['van', { startingPrice: 900, perKm: 160 }],
    ]);
  });
});

describe('a transport host\u2019s car types', () => {
  const fare = { startingPrice: 400, perKm: 90 };

  it('names the field of a car type without a title', () => {
    expect(problemsOf(withCarTypes([{ value: 'economy', pictureUrl: null, fare }]))).toContain(
      'transport.carTypes.0.title',
    );
  });

  it('names the field of a car type without a fare, or with a fare that is not whole minor units', () => {
    expect(problemsOf(withCarTypes([{ value: 'economy', title: 'Economy', pictureUrl: null }]))).toContain(
      'transport.carTypes.0.fare',
    );
    const halfCent = { startingPrice: 400, perKm: 90.5 };
    expect(
      problemsOf(withCarTypes([{ value: 'economy', title: 'Economy', pictureUrl: null, fare: halfCent }])),
    ).toContain('transport.carTypes.0.fare.perKm');
  });

  it('refuses a value that could not travel in a query string, no car type at all, or one value twice', () => {
    expect(problemsOf(withCarTypes([{ value: 'Big Van', title: 'Van', pictureUrl: null, fare }]))).toContain(
      'transport.carTypes.0.value',
    );
    expect(problemsOf(withCarTypes([]))).toContain('must name at least one car type');
    const twice = { value: 'economy', title: 'Economy', pictureUrl: null, fare };
    expect(problemsOf(withCarTypes([twice, twice]))).toContain('each car type value may appear only once');
  });
});
