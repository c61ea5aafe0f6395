import { randomBytes } from 'node:crypto';

/**
 * Digits and capitals without 0, O, 1 and I, which a customer reading a code aloud at the counter confuses.
 * Exactly 32 characters, so five random bits pick one with no bias.
 */
export const unambiguousAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A source of random bytes; the server uses the operating system's, tests pass their own. */
export type RandomBytes = (size: number) => Uint8Array;

const fiveBits = 0b11111;

/** `length` characters of the unambiguous alphabet, each from its own random byte. */
export function randomCode(length: number, random: RandomBytes = randomBytes): string {
  const bytes = random(length);
  if (bytes.length < length) throw new RangeError(`Asked for ${length} random bytes, got ${bytes.length}`);
  let code = '';
  for (let index = 0; index < length; index += 1) code += unambiguousAlphabet[bytes[index]! & fiveBits];
  return code;
}
