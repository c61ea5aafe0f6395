import { outboxResponseSchema } from '@/contract/accounts/outbox.contract';
import { detailFields, freshMobileNumber, startAccountsServer, type AccountsServer } from './accounts-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startAccountsServer();
});

afterAll(() => api?.stop());

const register = (number: string) => api.call('POST', '/api/v1/users', { body: { user: { mobile_number: number } } });

describe('GET /dev/outbox', () => {
  it('lists the newest messages first, to everyone or to one recipient, up to the limit', async () => {
    const [first, second] = [freshMobileNumber('351'), freshMobileNumber('352')];
    await register(first);
    await register(second);
    const all = outboxResponseSchema.parse((await api.call('GET', '/dev/outbox')).body).messages;
    expect(all.slice(0, 2).map((message) => message.recipient)).toEqual([second, first]);
    expect(all[0]!.id).toBeGreaterThan(all[1]!.id);

    const one = outboxResponseSchema.parse(
      (await api.call('GET', `/dev/outbox?recipient=${encodeURIComponent(first)}`)).body,
    ).messages;
    expect(one.map((message) => message.recipient)).toEqual([first]);

    const limited = outboxResponseSchema.parse((await api.call('GET', '/dev/outbox?limit=1')).body).messages;
    expect(limited).toHaveLength(1);
  });

  it('sends an unfinished registration a fresh code when it registers again after the throttle', async () => {
    const number = freshMobileNumber('353');
    await register(number);
    await api.setClockOffset(31_000);
    await register(number);
    await api.setClockOffset(0);
    const messages = outboxResponseSchema.parse(
      (await api.call('GET', `/dev/outbox?recipient=${encodeURIComponent(number)}`)).body,
    ).messages;
    expect(messages).toHaveLength(2);
  });

  it('answers 400 naming limit when it is out of range', async () => {
    const answer = await api.call('GET', '/dev/outbox?limit=0');
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(['limit']);
  });
});
