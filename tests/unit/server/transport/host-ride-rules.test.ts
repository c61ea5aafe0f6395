import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '@/server/config/server-config';
import { hostRideRules, referenceRideRules } from '@/server/transport/host-ride-rules';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'ride-rules-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const car = { value: 'economy', title: 'Economy', pictureUrl: null, fare: { startingPrice: 400, perKm: 90 } };

async function hostWith(rules: Record<string, unknown>): Promise<string> {
  const file = path.join(folder, 'config.json');
  const transport = { carTypes: [car], ...rules };
  await writeFile(file, JSON.stringify({ transportMode: true, transport }));
  return file;
}

describe('hostRideRules', () => {
  it('judge the example transport host (examples/transport.json) in Helsinki, 30 days ahead', () => {
    expect(hostRideRules(path.join(__dirname, '../../../../examples/transport.json'))).toEqual({
      timeZone: 'Europe/Helsinki',
      maxAdvanceDays: 30,
    });
  });

  it.each([
    ['no served configuration', undefined, referenceRideRules],
    ['a host naming neither', {}, { timeZone: 'Asia/Singapore', maxAdvanceDays: 30 }],
    [
      'a host naming both',
      { timeZone: 'Asia/Karachi', maxAdvanceDays: 7 },
      { timeZone: 'Asia/Karachi', maxAdvanceDays: 7 },
    ],
  ])('are the spec\u2019s Singapore and 30 days unless the host names its own: %s', async (_case, rules, expected) => {
    const file = rules === undefined ? undefined : await hostWith(rules);
    expect(hostRideRules(file)).toEqual(expected);
  });

  it('stop the start naming transport.timeZone when the platform knows no such zone', async () => {
    const file = await hostWith({ timeZone: 'Europe/Helsinky' });
    expect(() => hostRideRules(file)).toThrow(ConfigError);
    expect(() => hostRideRules(file)).toThrow(/transport\.timeZone/);
  });
});
