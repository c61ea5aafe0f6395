import * as z from 'zod/mini';

export interface RealtimeSettings {
  /**
   * Pause between heartbeats of an idle stream. A stream that carried an event since its last beat skips the next
   * one, so no stream is silent for twice this long: keep it under half a proxy's idle time-out.
   */
  readonly heartbeatMs: number;
}

// 15 s, twice of which is below the idle time-out of common proxies (nginx and most load balancers: 60 s).
const defaultHeartbeatMs = 15_000;

const heartbeatSchema = z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(50), z.maximum(600_000)));

/**
 * Read from the environment: SSE_HEARTBEAT_MS (whole milliseconds, 50 to 600000) for a host behind a proxy
 * with a shorter idle time-out, and for tests that wait for a heartbeat.
 * @throws Error naming the variable when it is not such a number.
 */
export function realtimeSettings(env: NodeJS.ProcessEnv = process.env): RealtimeSettings {
  const raw = env.SSE_HEARTBEAT_MS;
  const parsed = heartbeatSchema.safeParse(raw === '' ? undefined : raw);
  if (!parsed.success) {
    throw new Error('Invalid configuration: SSE_HEARTBEAT_MS: must be a whole number of milliseconds, 50 to 600000');
  }
  return { heartbeatMs: parsed.data ?? defaultHeartbeatMs };
}
