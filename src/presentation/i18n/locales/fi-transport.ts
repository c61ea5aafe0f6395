/**
 * Transport mode's fi texts, loaded only by the transport screens (with their chunk `transport-pages`, see
 * pages/transport/transport-texts.tsx), so a storefront never downloads them.
 */
import fiRides from './fi/rides.json';

export const translations = { ...fiRides };
