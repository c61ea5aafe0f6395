/**
 * What tells a transport call by its path, for the request layer that every storefront loads; the full list of
 * calls (transport-paths.ts) comes with transport mode's own code.
 */
export const transportSignInPath = 'transport/sign_in';

/** Every ride call lives under this prefix of the wallet service. */
export const rideCallsPrefix = 'zapp_go/';
