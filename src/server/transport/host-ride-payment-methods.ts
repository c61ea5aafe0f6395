import { readFileSync } from 'node:fs';
import { parseStorefrontConfig } from '@/config/parse-config';
import { offeredRidePaymentMethods, ridePaymentMethods, type RidePaymentMethod } from '@/domain/transport/ride-payment';

export type RidePaymentMethods = ReadonlySet<RidePaymentMethod>;

/** Without a served configuration the sandbox takes every ride payment it can, as it prices its own car types. */
const everyRidePaymentMethod: RidePaymentMethods = new Set(ridePaymentMethods);

/**
 * The ride payment methods of the configuration the server serves: cash to the driver, and the card checkout when
 * the host's `paymentMethods` name it, read once at start like the car types. A card method the host does not
 * name is refused at booking, so the server takes no payment the storefront does not offer.
 * An unreadable or invalid file falls back quietly: hostCarTariffs, read from the same file, stops the start.
 */
export function hostRidePaymentMethods(configFile: string | undefined): RidePaymentMethods {
  if (configFile === undefined) return everyRidePaymentMethod;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(configFile, 'utf8'));
  } catch {
    return everyRidePaymentMethod;
  }
  const parsed = parseStorefrontConfig(raw);
  if (!parsed.ok) return everyRidePaymentMethod;
  return new Set(offeredRidePaymentMethods(parsed.config.paymentMethods));
}
