import { parseServerConfig } from '../config/server-config';

/**
 * How long a booked ride searches before it gets a rider, from TRANSPORT_RIDER_DELAY_SECONDS (validated with
 * the rest of the server's environment; 20 s by default).
 * @throws ConfigError naming the variable when it is not a whole number of seconds from 0 to 3600.
 */
export function riderDelayMs(env: NodeJS.ProcessEnv = process.env): number {
  return parseServerConfig(env).transportRiderDelaySeconds * 1000;
}
