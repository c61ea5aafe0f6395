import webpush from 'web-push';
import type { VapidKeys } from '../config/vapid-keys';

export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** What became of one push: delivered, gone (the browser unsubscribed: drop it), or failed for now. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service keeps a push for a browser that is offline: an order's news is stale after a day. */
const timeToLiveSeconds = 24 * 60 * 60;
const requestTimeoutMs = 10_000;

/**
 * Sends one Web Push: web-push encrypts the payload (aes128gcm) and signs the VAPID header; the request itself is
 * made with fetch, which also speaks plain http (web-push's own sender only https), so a push service standing
 * in on the test machine receives exactly what a real one would.
 */
export async function sendWebPush(keys: VapidKeys, target: PushTarget, payload: string): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: keys, TTL: timeToLiveSeconds, contentEncoding: 'aes128gcm' },
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: new Uint8Array(details.body),
    redirect: 'error',
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  return response.ok ? 'sent' : 'failed';
}
