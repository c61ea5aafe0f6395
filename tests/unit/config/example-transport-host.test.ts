import { parseStorefrontConfig } from '@/config/parse-config';
import transportHost from '../../../examples/transport.json';

const withCarTypes = (carTypes: unknown) => ({ ...transportHost, transport: { ...transportHost.transport, carTypes } });

function problemsOf(raw: unknown): string {
  const result = parseStorefrontConfig(raw);
  if (result.ok) throw new Error('The configuration was accepted');
  return JSON.stringify(result.problems);
}

describe('the example transport host (examples/transport.json)', () => {
  it('is a valid configuration with transport mode on, naming no account or password', () => {
    const result = parseStorefrontConfig(transportHost);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.config.transportMode).toBe(true);
    expect(JSON.stringify(transportHost)).not.toMatch(/username|password|transport-2026/);
  });

  it('refuses a transport block that still names a username or password, so a host takes them out', () => {
    const withSecret = { ...transportHost, transport: { ...transportHost.transport, password: 'transport-2026' } };
    expect(problemsOf(withSecret)).toContain('transport');
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
});
