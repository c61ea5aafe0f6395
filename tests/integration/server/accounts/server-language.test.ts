import { outboxResponseSchema } from '@/contract/accounts/outbox.contract';
import { registerResponseSchema } from '@/contract/accounts/sign-in.contract';
import {
  demoLogin,
  errorMessage,
  freshMobileNumber,
  startAccountsServer,
  type AccountsServer,
} from './accounts-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startAccountsServer();
});

afterAll(() => api?.stop());

const wrongPin = { login_id: demoLogin.loginId, password: '654321' };

describe('the server answers in the language the request asks for', () => {
  it('refuses a wrong PIN in Finnish for a Finnish screen and in English for an English one', async () => {
    const finnish = await api.call('POST', '/api/v1/users/authenticate', { body: wrongPin, language: 'fi' });
    const english = await api.call('POST', '/api/v1/users/authenticate', { body: wrongPin, language: 'en' });
    expect([finnish.status, english.status]).toEqual([400, 400]);
    expect(errorMessage(finnish.body)).toBe('Matkapuhelinnumero tai PIN-koodi ei ole oikein');
    expect(errorMessage(english.body)).toBe('The mobile number or PIN is not correct');
  });

  it('writes a schema refusal and its fields\u2019 messages in Finnish', async () => {
    const answer = await api.call('POST', '/api/v2/users/authenticate_anonymously', { body: {}, language: 'fi-FI' });
    expect(answer.status).toBe(400);
    const body = answer.body as { error: { message: string; details: { field: string; message: string }[] } };
    expect(body.error.message).toBe('Virheellinen pyyntö: device_uuid');
    expect(body.error.details).toEqual([{ field: 'device_uuid', message: expect.stringMatching(/^Virheellinen/) }]);
  });

  it("names the user's industries in the screen's language when a guest signs in", async () => {
    const industryNames = async (language: string) => {
      const answer = await api.call('POST', '/api/v2/users/authenticate_anonymously', {
        body: { device_uuid: `language-device-${language}` },
        language,
      });
      expect(answer.status).toBe(200);
      const body = answer.body as { user: { industry_types: { id: number; name: string }[] } };
      return body.user.industry_types.filter((industry) => industry.id === 21).map((industry) => industry.name);
    };
    expect(await industryNames('fi')).toEqual(['Ravintolat']);
    expect(await industryNames('en')).toEqual(['Restaurants']);
  });

  it('answers an unknown API path in Finnish', async () => {
    const answer = await api.call('GET', '/api/v1/no-such-thing', { language: 'fi' });
    expect(answer.status).toBe(404);
    expect(errorMessage(answer.body)).toBe('Ei löytynyt: GET /api/v1/no-such-thing');
  });

  it('texts the sign-up code in the language of the screen that asked for it', async () => {
    const mobileNumber = freshMobileNumber('311');
    const registered = await api.call('POST', '/api/v1/users', {
      body: { user: { mobile_number: mobileNumber } },
      language: 'fi',
    });
    registerResponseSchema.parse(registered.body);
    const outbox = outboxResponseSchema.parse(
      (await api.call('GET', `/dev/outbox?recipient=${encodeURIComponent(mobileNumber)}&limit=1`)).body,
    );
    expect(outbox.messages[0]).toMatchObject({
      subject: 'Rekisteröitymiskoodi',
      body: expect.stringMatching(/^Rekisteröitymiskoodisi on \d{6}\. Se on voimassa 5 minuuttia\.$/),
    });
  });

  it('keeps English for a caller that names no language', async () => {
    const answer = await api.call('POST', '/api/v1/users/authenticate', { body: wrongPin });
    expect(errorMessage(answer.body)).toBe('The mobile number or PIN is not correct');
  });
});
