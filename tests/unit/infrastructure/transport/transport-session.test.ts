import type { HttpClient } from '@/infrastructure/http/http-client';
import { TransportSession } from '@/infrastructure/transport/transport-session';

/** A merchant service whose sign-ins hand out token-1, token-2, … and are counted. */
function merchantService() {
  const signIns: unknown[] = [];
  const merchant: Pick<HttpClient, 'post'> = {
    post: (async (_path: string, body: unknown) => {
      signIns.push(body);
      return {
        token: `token-${signIns.length}`,
        expires_at: '2026-06-16T00:00:00Z',
        staff: { query_id: 's', username: 'transport-demo', full_name: '' },
        merchant: { query_id: 'm', name: 'm', shop_name: null },
      };
    }) as HttpClient['post'],
  };
  return { merchant, signIns };
}

const account = { username: 'transport-demo', password: 'transport-2026' };
const expired = { code: 'SESSION_EXPIRED_419', message: 'Session Expired', status: 419 };
const refused = { code: 'SESSION_EXPIRED', message: 'Session Expired', status: 401 };

describe('TransportSession', () => {
  it('signs in with the configured account once and sends its token with every call', async () => {
    const { merchant, signIns } = merchantService();
    const session = new TransportSession(merchant, account);
    const sent: string[] = [];
    const call = () => session.call(async (headers) => sent.push(headers.Authorization ?? ''));
    await Promise.all([call(), call()]);
    await call();
    expect(signIns).toEqual([account]);
    expect(sent).toEqual(['Bearer token-1', 'Bearer token-1', 'Bearer token-1']);
  });

  it('tells each call the merchant the sign-in answered, for the spec\u2019s merchant fields', async () => {
    const { merchant } = merchantService();
    const session = new TransportSession(merchant, account);
    expect(await session.call(async (_headers, signedIn) => signedIn.merchantQueryId)).toBe('m');
  });

  it('answers a 419 by signing in again and retrying the call once', async () => {
    const { merchant, signIns } = merchantService();
    const session = new TransportSession(merchant, account);
    const sent: string[] = [];
    const answer = await session.call(async (headers) => {
      sent.push(headers.Authorization ?? '');
      if (sent.length === 1) throw expired;
      return 'priced';
    });
    expect(answer).toBe('priced');
    expect(sent).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(signIns).toHaveLength(2);
  });

  it('retries only once: a second 419 reaches the caller', async () => {
    const { merchant, signIns } = merchantService();
    const session = new TransportSession(merchant, account);
    let calls = 0;
    await expect(
      session.call(async () => {
        calls += 1;
        throw expired;
      }),
    ).rejects.toEqual(expired);
    expect(calls).toBe(2);
    expect(signIns).toHaveLength(2);
  });

  it('passes a 401 on without signing in again', async () => {
    const { merchant, signIns } = merchantService();
    const session = new TransportSession(merchant, account);
    let calls = 0;
    await expect(
      session.call(async () => {
        calls += 1;
        throw refused;
      }),
    ).rejects.toEqual(refused);
    expect(calls).toBe(1);
    expect(signIns).toHaveLength(1);
  });

  it('tries the sign-in again on the next call after a failed one', async () => {
    const { merchant, signIns } = merchantService();
    const post = merchant.post;
    let fail = true;
    const flaky: Pick<HttpClient, 'post'> = {
      post: ((...args: Parameters<HttpClient['post']>) => {
        if (fail) {
          fail = false;
          return Promise.reject({ code: 'REQUEST_TIMEOUT', message: 'Request Timeout' });
        }
        return post(...args);
      }) as HttpClient['post'],
    };
    const session = new TransportSession(flaky, account);
    await expect(session.call(async () => 'never')).rejects.toEqual({
      code: 'REQUEST_TIMEOUT',
      message: 'Request Timeout',
    });
    await expect(session.call(async () => 'booked')).resolves.toBe('booked');
    expect(signIns).toHaveLength(1);
  });
});
