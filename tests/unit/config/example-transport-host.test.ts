import { parseStorefrontConfig } from '@/config/parse-config';
import { carTypes } from '@/contract/transport/ride-kinds';
import transportHost from '../../../examples/transport.json';

describe('the example transport host (examples/transport.json)', () => {
  it('is a valid configuration with transport mode on and its account named', () => {
    const result = parseStorefrontConfig(transportHost);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.config.transportMode).toBe(true);
    expect(result.config.transport?.username).toBe('transport-demo');
  });

  it('offers only car types the reference transport service prices', () => {
    const offered = transportHost.transport.carTypes.map((car) => car.value);
    expect(offered.length).toBeGreaterThan(0);
    for (const value of offered) expect(carTypes).toContain(value);
  });

  it('names the field of a car type without a title', () => {
    const broken = {
      ...transportHost,
      transport: { ...transportHost.transport, carTypes: [{ value: 'economy', pictureUrl: null }] },
    };
    const result = parseStorefrontConfig(broken);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(JSON.stringify(result.problems)).toContain('transport.carTypes.0.title');
  });
});
