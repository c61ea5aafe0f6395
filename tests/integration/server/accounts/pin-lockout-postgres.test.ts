import { testPostgresUrl } from '../postgres-database';
import { demoLogin, errorMessage, startAccountsServer, type AccountsServer } from './accounts-client';

// Concurrent sign-ins on real concurrent connections: runs where TEST_DATABASE_URL names a PostgreSQL server.
const describeWithPostgres = testPostgresUrl() === undefined ? describe.skip : describe;

describeWithPostgres('wrong-PIN lockout on PostgreSQL', () => {
  let api: AccountsServer;

  beforeAll(async () => {
    api = await startAccountsServer({ onPostgres: true });
  });

  afterAll(() => api?.stop());

  it('counts 20 concurrent wrong PINs once each and then refuses the right PIN', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', '/api/v1/users/authenticate', { body: { login_id: demoLogin.loginId, password: '999999' } }),
      ),
    );
    const messages = answers.map((answer) => errorMessage(answer.body));
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    expect(messages.filter((message) => message === 'The mobile number or PIN is not correct')).toHaveLength(4);
    expect(messages.filter((message) => message.startsWith('Too many wrong PINs.'))).toHaveLength(16);
    await expect(api.logIn(demoLogin.loginId, demoLogin.pin)).rejects.toThrow('Too many wrong PINs');
  });
});
