import { boundedText, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';

/** A browser's device uuid as it sends it. */
const deviceUuidMaxLength = 200;
/** A Web Push subscription serialised as JSON (endpoint and keys) fits with room to spare. */
const pushTokenMaxLength = 4096;

/** Where a browser registers for pushes, under the wallet service's base (walletApiV1). */
export const registerDevicePath = 'users/register_device';

/**
 * Body of POST /api/v1/users/register_device: the browser's device uuid and its push token (the spec's
 * fallback token when the browser has none).
 */
export const registerDeviceRequestSchema = z.object({
  device_uuid: nonEmptyText(deviceUuidMaxLength),
  push_token: nonEmptyText(pushTokenMaxLength),
});

/** The registration as the server now keeps it for the session's user. */
export const registerDeviceResponseSchema = z.object({
  message: boundedText(textLimits.message),
  device: z.object({
    device_uuid: boundedText(deviceUuidMaxLength),
    push_token: boundedText(pushTokenMaxLength),
  }),
});

export type RegisterDeviceRequest = z.infer<typeof registerDeviceRequestSchema>;
export type RegisterDeviceResponse = z.infer<typeof registerDeviceResponseSchema>;
