import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '@/server/config/server-config';
import { referenceCarTariffs } from '@/server/transport/car-tariff';
import { hostCarTariffs } from '@/server/transport/host-car-tariffs';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'car-tariffs-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

async function configFile(content: string): Promise<string> {
  const file = path.join(folder, 'config.json');
  await writeFile(file, content);
  return file;
}

const car = (value: string, startingPrice: number, perKm: number) => ({
  value,
  title: value,
  pictureUrl: null,
  fare: { startingPrice, perKm },
});

describe('hostCarTariffs', () => {
  it('are the served configuration\u2019s car types and fares, in its order', async () => {
    const file = await configFile(
      JSON.stringify({
        transportMode: true,
        transport: { username: 'u', password: 'p', carTypes: [car('van', 1000, 150), car('sedan', 500, 100)] },
      }),
    );
    expect([...hostCarTariffs(file)]).toEqual([
      ['van', { startingPrice: 1000, perKm: 150 }],
      ['sedan', { startingPrice: 500, perKm: 100 }],
    ]);
  });

  it('are the sandbox\u2019s reference tariff without a configuration or without transport in it', async () => {
    expect(hostCarTariffs(undefined)).toBe(referenceCarTariffs);
    expect(hostCarTariffs(path.join(folder, 'missing.json'))).toBe(referenceCarTariffs);
    expect(hostCarTariffs(await configFile('{"brandName":"Cafe"}'))).toBe(referenceCarTariffs);
  });

  it('stop the start, naming the file and the field, for a car type without a fare', async () => {
    const file = await configFile(
      JSON.stringify({
        transport: { username: 'u', password: 'p', carTypes: [{ value: 'van', title: 'Van', pictureUrl: null }] },
      }),
    );
    expect(() => hostCarTariffs(file)).toThrow(ConfigError);
    expect(() => hostCarTariffs(file)).toThrow(`${file}: transport.carTypes.0.fare`);
  });

  it('stop the start for a file that is not JSON', async () => {
    const file = await configFile('{');
    expect(() => hostCarTariffs(file)).toThrow(`Invalid configuration: ${file}: it is not JSON`);
  });
});
