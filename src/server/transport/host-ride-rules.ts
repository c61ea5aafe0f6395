import { readFileSync } from 'node:fs';
import { parseStorefrontConfig } from '@/config/parse-config';
import { isKnownTimeZone } from '@/contract/transport/time-zone';
import { defaultMaxAdvanceDays } from '@/domain/transport/advance-booking';
import { singaporeTimeZone } from '@/domain/transport/night-surcharge';
import { ConfigError } from '../config/server-config';

/** The host's rules of when a ride is booked and how its night is judged. */
export interface RideRules {
  /** IANA name of the host's city's zone: the night surcharge is judged on its wall clocks. */
  readonly timeZone: string;
  /** A booking time further ahead than this many days is refused. */
  readonly maxAdvanceDays: number;
}

/** The spec's rules, for a server whose served configuration has no transport section. */
export const referenceRideRules: RideRules = { timeZone: singaporeTimeZone, maxAdvanceDays: defaultMaxAdvanceDays };

/**
 * The ride rules of the configuration the server serves (`transport.timeZone`, `transport.maxAdvanceDays`), read
 * once at start like the car types. An unreadable or invalid file falls back quietly: hostCarTariffs, read from
 * the same file, stops the start with the file's problems.
 * @throws ConfigError naming transport.timeZone when the platform knows no such zone, so a typo never prices
 * every ride in the wrong city's night.
 */
export function hostRideRules(configFile: string | undefined): RideRules {
  if (configFile === undefined) return referenceRideRules;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(configFile, 'utf8'));
  } catch {
    return referenceRideRules;
  }
  const parsed = parseStorefrontConfig(raw);
  if (!parsed.ok || parsed.config.transport === null) return referenceRideRules;
  const { timeZone, maxAdvanceDays } = parsed.config.transport;
  if (!isKnownTimeZone(timeZone)) {
    throw new ConfigError(
      `Invalid configuration: ${configFile}: transport.timeZone: must be an IANA time zone such as Europe/Helsinki`,
    );
  }
  return { timeZone, maxAdvanceDays };
}
