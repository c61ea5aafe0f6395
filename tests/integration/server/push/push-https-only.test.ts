import { detailFields, errorMessage, startAccountsServer, type AccountsServer } from '../accounts/accounts-client';
import { guestSession } from '../orders/orders-client';

// A production server posts pushes only to https services: the server sends to whatever address a client names,
// and a plain-http one could aim it at a service inside the host's network.
let api: AccountsServer;

beforeAll(async () => {
  api = await startAccountsServer({ nodeEnv: 'production' });
});

afterAll(() => api?.stop());

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

describe('POST /api/v1/push/subscription on a production server', () => {
  it.each([
    ['en', 'The push service\u2019s address must start with https'],
    ['fi', 'Ilmoituspalvelun osoitteen on alettava https:llä'],
  ])('refuses a plain-http push service with 400 naming endpoint (%s)', async (language, message) => {
    const session = await guestSession(api, `push-http-${language}`);
    const answer = await api.call('POST', '/api/v1/push/subscription', {
      token: session.token,
      language,
      body: { endpoint: 'http://10.0.0.5:8080/admin', keys },
    });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['endpoint']);
    expect(errorMessage(answer.body)).toBe(message);
  });

  it('keeps an https push service', async () => {
    const session = await guestSession(api, 'push-https');
    const answer = await api.call('POST', '/api/v1/push/subscription', {
      token: session.token,
      body: { endpoint: 'https://push.example/send/abc', keys },
    });
    expect(answer.status).toBe(200);
  });
});
