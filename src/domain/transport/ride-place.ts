/** A pickup or drop-off point of a ride. */
export interface RidePlace {
  readonly description: string;
  readonly lat: number;
  readonly long: number;
}
