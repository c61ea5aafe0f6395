/**
 * Transport mode's en texts, loaded only by the transport screens (with their chunk `transport-pages`, see
 * pages/transport/transport-texts.tsx), so a storefront never downloads them.
 */
import enRides from './en/rides.json';

export const translations = { ...enRides };
