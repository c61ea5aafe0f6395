/**
 * The car types the reference transport service prices. A host's configuration lists the ones it offers
 * (value, title, pictureUrl); each value has to be one of these.
 */
export const carTypes = ['economy', 'comfort', 'van'] as const;
export type CarType = (typeof carTypes)[number];

/**
 * The ride types (cablah_ride_type, sent as `type` when booking): a plain ride, or one where the driver meets
 * the passenger inside (airport arrivals, a hotel lobby) with a name sign, for a fixed extra fee.
 */
export const rideTypes = ['standard', 'meet_n_greet'] as const;
export type RideType = (typeof rideTypes)[number];

/** What a booking goes through: a search for a rider, which ends with one assigned or with the search cancelled. */
export const rideStatuses = ['searching', 'rider_assigned', 'cancelled'] as const;
export type RideStatus = (typeof rideStatuses)[number];
