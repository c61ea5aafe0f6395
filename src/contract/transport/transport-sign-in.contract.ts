import * as z from 'zod/mini';
import { isoDateTime, nonEmptyText } from '../common/fields';
import { staffStoreSchema } from '../merchant/staff-sign-in.contract';

/**
 * Body of POST /merchant/v1/transport/sign_in: the browser's stored device id (the one the storefront's guest
 * sign-in sends as device_uuid). The same device id signs the same rider in again, with the rides it booked; it
 * is the rider's only credential, so there is no password anywhere in the browser.
 */
export const transportSignInBodySchema = z.object({ device_id: nonEmptyText(200) });

/**
 * Answer of a transport sign-in. The token goes with every zapp_go call, as `Authorization: Bearer {token}` like
 * every merchant call, or in the wallet's session header; a missing, unknown or expired one answers 419.
 * merchant is the host's store the rides are booked with (its query_id is the booking's merchant_id).
 */
export const transportSignInResponseSchema = z.object({
  token: nonEmptyText(200),
  expires_at: isoDateTime(),
  rider: z.object({ query_id: nonEmptyText(100) }),
  merchant: staffStoreSchema,
});

export type TransportSignInBody = z.input<typeof transportSignInBodySchema>;
export type TransportSignInResponse = z.infer<typeof transportSignInResponseSchema>;
