import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { largestCarTypeCount } from '@/domain/transport/car-type';
import { ConfigError } from '@/server/config/server-config';
import { referenceCarTariffs } from '@/server/transport/car-tariff';
import { hostCarTariffs, hostCarTitles } from '@/server/transport/host-car-tariffs';

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
  it('price the example transport host (examples/transport.json) by its own fares', () => {
    expect([...hostCarTariffs(path.join(__dirname, '../../../../examples/transport.json'))]).toEqual([
      ['economy', { startingPrice: 400, perKm: 90 }],
      ['comfort', { startingPrice: 600, perKm: 120 }],
      ['van', { startingPrice: 900, perKm: 160 }],
    ]);
  });

  it('are the served configuration\u2019s car types and fares, in its order', async () => {
    const file = await configFile(
      JSON.stringify({
        transportMode: true,
        transport: { carTypes: [car('van', 1000, 150), car('sedan', 500, 100)] },
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
        transport: { carTypes: [{ value: 'van', title: 'Van', pictureUrl: null }] },
      }),
    );
    expect(() => hostCarTariffs(file)).toThrow(ConfigError);
    expect(() => hostCarTariffs(file)).toThrow(`${file}: transport.carTypes.0.fare`);
  });

  it('stop the start for a file that is not JSON', async () => {
    const file = await configFile('{');
    expect(() => hostCarTariffs(file)).toThrow(`Invalid configuration: ${file}: it is not JSON`);
  });

  it.each([
    [[car('Big Van', 900, 160)], 'transport.carTypes.0.value: must be 1 to 40 lowercase letters'],
    [[car('van', -1, 160)], 'transport.carTypes.0.fare.startingPrice'],
    [[car('van', 900, 160.5)], 'transport.carTypes.0.fare.perKm'],
    [[{ value: 'van', title: 'Van', pictureUrl: null }], 'transport.carTypes.0.fare'],
    [[car('van', 900, 160), car('van', 400, 90)], 'transport.carTypes: each car type value may appear only once'],
    [[], 'transport.carTypes: must name at least one car type'],
    [
      Array.from({ length: largestCarTypeCount + 1 }, (_, i) => car(`car-${i}`, 400, 90)),
      `transport.carTypes: must name at most ${largestCarTypeCount} car types`,
    ],
  ])('stop the start, naming the field, for car types the server cannot price (%j)', async (carTypes, problem) => {
    const file = await configFile(JSON.stringify({ transport: { carTypes } }));
    expect(() => hostCarTariffs(file)).toThrow(ConfigError);
    expect(() => hostCarTariffs(file)).toThrow(problem);
  });
});

describe('hostCarTitles', () => {
  it('are the titles riders read for the host\u2019s car types, by value', () => {
    expect([...hostCarTitles(path.join(__dirname, '../../../../examples/transport.json'))]).toEqual([
      ['economy', 'Economy'],
      ['comfort', 'Comfort'],
      ['van', 'Van (up to 8)'],
    ]);
  });

  it('are none for the sandbox\u2019s reference tariff, whose values name themselves', () => {
    expect(hostCarTitles(undefined).size).toBe(0);
  });
});
