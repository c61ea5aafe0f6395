import { readFileSync } from 'node:fs';
import type * as z from 'zod/mini';
import { describeConfigProblems, parseStorefrontConfig } from '@/config/parse-config';
import { ConfigError } from '../config/server-config';
import { referenceCarTariffs, type CarTariffs } from './car-tariff';
import { carTypesSchema } from './car-types-schema';

/**
 * The car types and fares of the configuration the server serves as /config.json (a host's STOREFRONT_CONFIG
 * or the build's), read once at start: the server prices exactly the car types the storefront offers, and a
 * host who changes them restarts the server. Without a readable file, or with no `transport` in it, the
 * sandbox's reference tariff applies.
 * @throws ConfigError naming the file and each bad field when the file is there but not a valid configuration,
 * or its car types are not ones the server can price (carTypesSchema).
 */
export function hostCarTariffs(configFile: string | undefined): CarTariffs {
  const carTypes = hostCarTypes(configFile);
  return carTypes === null ? referenceCarTariffs : new Map(carTypes.map((car) => [car.value, car.fare]));
}

/**
 * The titles riders read for the host's car types ("Comfort" for comfort), as the storefront shows them; empty
 * for the sandbox's reference tariff, whose values are their own titles.
 */
export function hostCarTitles(configFile: string | undefined): ReadonlyMap<string, string> {
  const carTypes = hostCarTypes(configFile);
  return new Map((carTypes ?? []).map((car) => [car.value, car.title]));
}

/** The host's car types as the server checks them; null without a readable file or a transport block. */
function hostCarTypes(configFile: string | undefined): z.infer<typeof carTypesSchema> | null {
  if (configFile === undefined) return null;
  let text: string;
  try {
    text = readFileSync(configFile, 'utf8');
  } catch {
    return null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ConfigError(`Invalid configuration: ${configFile}: it is not JSON`);
  }
  const parsed = parseStorefrontConfig(raw);
  if (!parsed.ok) {
    throw new ConfigError(`Invalid configuration: ${configFile}: ${describeConfigProblems(parsed.problems)}`);
  }
  const transport = parsed.config.transport;
  if (transport === null) return null;
  const carTypes = carTypesSchema.safeParse(transport.carTypes);
  if (!carTypes.success) {
    const problems = carTypes.error.issues.map((issue) => {
      const field = ['transport', 'carTypes', ...issue.path.map(String)].join('.');
      return `${field}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${configFile}: ${problems.join('; ')}`);
  }
  return carTypes.data;
}
