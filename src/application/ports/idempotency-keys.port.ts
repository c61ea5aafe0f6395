/** Makes the key one order carries on every sending of it: never the same twice, on any device. */
export interface IdempotencyKeys {
  next(): string;
}
