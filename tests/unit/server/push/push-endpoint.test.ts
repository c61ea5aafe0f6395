import { pushEndpointAllowed } from '@/server/push/subscribe-to-push';

describe('the push service address a browser hands over', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true, true],
    ['HTTPS://updates.push.services.mozilla.com/wpush/v2/abc', true, true],
    ['http://127.0.0.1:5432/', true, false],
    ['http://intranet.example/admin', true, false],
    ['http://127.0.0.1:40111/push/abc', false, true],
  ])('%s with httpsOnly %s: allowed %s', (endpoint, httpsOnly, allowed) => {
    expect(pushEndpointAllowed(endpoint, httpsOnly)).toBe(allowed);
  });
});
