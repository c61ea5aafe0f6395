import { pinInputMaxLength } from './account-field-limits';
import { cutToMaxLength } from '../validation/max-length';

/** A PIN has exactly this many characters. */
export const pinLength = 6;

/**
 * PIN characters are the ASCII letters and digits only, stricter than the alphanumeric input filter, which
 * also takes Finnish letters. A PIN is a credential typed on whatever keyboard the customer has at hand,
 * numeric pads and foreign layouts included; an ä is missing from many of them, and it may arrive as one or
 * two code points depending on the device, so the same-looking PIN would not match.
 */
const pinCharacters = /^[A-Za-z0-9]*$/;

export type PinProblem = 'PIN_INVALID';

/** Exactly 6 characters, letters a–z, A–Z and digits only, no spaces. */
export function pinProblem(pin: string): PinProblem | null {
  return pin.length === pinLength && pinCharacters.test(pin) ? null : 'PIN_INVALID';
}

/**
 * The PIN field after a change: a change with a space or any other character than a–z, A–Z, 0–9 is refused
 * (the previous value stays), and a longer value is cut to 30 characters like every field with a maximum.
 */
export function acceptPinChange(previous: string, next: string): string {
  return pinCharacters.test(next) ? cutToMaxLength(next, pinInputMaxLength) : previous;
}
