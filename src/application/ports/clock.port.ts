/** The current time. The core never reads the real clock, so every rule about time can be tested at any hour. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}
