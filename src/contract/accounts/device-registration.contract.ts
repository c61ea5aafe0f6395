import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';

/** Where a browser registers for pushes, under the wallet service's base (walletApiV1). */
export const registerDevicePath = 'users/register_device';

/**
 * Body of POST /api/v1/users/register_device: the browser's device uuid and its push token (the spec's
 * fallback token when the browser has none). A Web Push subscription serialised as JSON fits the token's limit.
 */
export const registerDeviceRequestSchema = z.object({
  device_uuid: nonEmptyText(200),
  push_token: nonEmptyText(4096),
});

/** The registration as the server now keeps it for the session's user. */
export const registerDeviceResponseSchema = z.object({
  message: z.string(),
  device: z.object({
    device_uuid: z.string(),
    push_token: z.string(),
  }),
});

export type RegisterDeviceRequest = z.infer<typeof registerDeviceRequestSchema>;
export type RegisterDeviceResponse = z.infer<typeof registerDeviceResponseSchema>;
