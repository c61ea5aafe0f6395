import { boundedText, textLimits } from '../common/fields';
import * as z from 'zod/mini';

/** Where the server answers its VAPID public key, under the wallet service's base (walletApiV1). */
export const pushPublicKeyPath = 'push/public_key';
/** Where a browser hands the server its Web Push subscription, under the wallet service's base (walletApiV1). */
export const pushSubscriptionPath = 'push/subscription';

/** A P-256 public key as the Push API gives it: 65 bytes, 87 characters of base64url; room for padding. */
const p256dhMaxLength = 100;
/** The auth secret: 16 bytes, 22 characters of base64url; room for padding. */
const authMaxLength = 32;
const base64Url = (max: number) =>
  z.string().check(z.minLength(16), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url'));

/** Answer of GET /api/v1/push/public_key: the server's VAPID public key, base64url, for PushManager.subscribe. */
export const pushPublicKeyResponseSchema = z.object({
  public_key: boundedText(p256dhMaxLength),
});

/**
 * Body of POST /api/v1/push/subscription: the JSON of the browser's PushSubscription (what the storefront keeps as
 * its push token). The endpoint is the push service's address, which the server posts to, so only http(s).
 */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'must be an http or https address' })
    .check(z.maxLength(textLimits.url)),
  keys: z.object({
    p256dh: base64Url(p256dhMaxLength),
    auth: base64Url(authMaxLength),
  }),
});

export const pushSubscriptionResponseSchema = z.object({
  message: boundedText(textLimits.message),
});

export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;
