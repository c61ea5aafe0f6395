import { randomCode, type RandomBytes } from '../shared/random-code';

/** 26 characters of 5 bits: 130 random bits, so nobody reaches another account's ride by guessing its id. */
export function newRideQueryId(random?: RandomBytes): string {
  return `ride_${randomCode(26, random)}`;
}

/** What the passenger reads to the driver; 50 random bits, unique across all rides in practice. */
export function newRideShortId(random?: RandomBytes): string {
  return `R-${randomCode(10, random)}`;
}
