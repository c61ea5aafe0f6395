import { readFileSync } from 'node:fs';

/** The current time in epoch milliseconds. Every expiry and throttle of the accounts reads this, never Date.now(). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/**
 * The clock the accounts run on. Outside production, TEST_CLOCK_FILE may name a file holding a number of
 * milliseconds to add to the real time, read on every call: integration tests run the server in a child
 * process and move its time forward (OTP expiry, resend throttle) by rewriting that file. A production
 * server never looks at the variable.
 */
export function accountsClock(nodeEnv: 'development' | 'production' | 'test'): Clock {
  const file = process.env.TEST_CLOCK_FILE;
  if (nodeEnv === 'production' || file === undefined || file === '') return systemClock;
  return () => Date.now() + offsetIn(file);
}

function offsetIn(file: string): number {
  try {
    const offset = Number(readFileSync(file, 'utf8').trim());
    return Number.isFinite(offset) ? offset : 0;
  } catch {
    return 0;
  }
}
