import { outboxResponseSchema } from '@/contract/accounts/outbox.contract';
import { rideResponseSchema, type RideDto } from '@/contract/transport/ride.contract';
import { detailFields, errorMessage, type AccountsServer } from '../accounts/accounts-client';
import {
  book,
  kallioTransport,
  rideBody,
  setServerUtcTime,
  singaporeHalfPastMidnightUtc,
  singaporeNoonUtc,
  startTransportServer,
  transportToken,
} from './transport-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startTransportServer();
});

afterAll(() => api?.stop());

afterEach(() => api.setClockOffset(0));

const send = (token: string | null, body: Record<string, unknown>) =>
  api.call('POST', '/api/v1/zapp_go/email/send', { body, ...(token === null ? {} : { bearer: token }) });

async function bookedRide(token: string, extra: Parameters<typeof rideBody>[0] = {}): Promise<RideDto> {
  const answer = await book(api, token, rideBody(extra));
  expect(answer.status).toBe(200);
  return rideResponseSchema.parse(answer.body).invoice;
}

async function lastMailTo(address: string) {
  const outbox = await api.call('GET', `/dev/outbox?recipient=${encodeURIComponent(address)}&limit=1`);
  return outboxResponseSchema.parse(outbox.body).messages[0];
}

describe('POST /api/v1/zapp_go/email/send', () => {
  it('mails the server\u2019s own receipt of the account\u2019s ride, in Finnish when asked', async () => {
    await setServerUtcTime(api, singaporeNoonUtc);
    const token = await transportToken(api);
    const ride = await bookedRide(token);
    const answer = await send(token, { toEmail: 'mei@example.fi', invoiceQueryId: ride.query_id, locale: 'fi' });
    expect(answer).toEqual({ status: 200, body: { message: 'Email sent' } });
    const mail = await lastMailTo('mei@example.fi');
    expect(mail).toMatchObject({ channel: 'email', subject: `Kuitti kyydist\u00e4 ${ride.short_order_id}` });
    expect(mail?.body).toContain('Nouto: Marina Bay Sands, Singapore');
    expect(mail?.body).toContain('M\u00e4\u00e4r\u00e4np\u00e4\u00e4: Changi Airport Terminal 3');
    expect(mail?.body).toContain('Yhteens\u00e4: 19,39\u00a0\u20ac');
    expect(mail?.body).toContain('Maksu: K\u00e4teisell\u00e4 kuljettajalle');
    expect(mail?.body).not.toContain('Y\u00f6lis\u00e4');
  });

  it('writes the night surcharge as its own line, in English by default', async () => {
    const { hours, minutes } = singaporeHalfPastMidnightUtc;
    await setServerUtcTime(api, hours, minutes);
    const token = await transportToken(api);
    const ride = await bookedRide(token, { type: 'meet_n_greet' });
    expect((await send(token, { toEmail: 'night@example.fi', invoiceQueryId: ride.query_id })).status).toBe(200);
    const mail = await lastMailTo('night@example.fi');
    expect(mail?.subject).toBe(`Ride receipt ${ride.short_order_id}`);
    expect(mail?.body).toContain('Meet and greet');
    expect(mail?.body).toContain('Fare: 24,39\u00a0\u20ac');
    expect(mail?.body).toContain('Night surcharge (00:00\u201306:59): 10,00\u00a0\u20ac');
    expect(mail?.body).toContain('Total: 34,39\u00a0\u20ac');
  });

  it('reads another account\u2019s ride as unknown, and mails nothing', async () => {
    const ride = await bookedRide(await transportToken(api));
    const other = await transportToken(api, kallioTransport);
    const answer = await send(other, { toEmail: 'probe@example.fi', invoiceQueryId: ride.query_id });
    expect(answer.status).toBe(404);
    expect(await lastMailTo('probe@example.fi')).toBeUndefined();
  });

  it('answers 419 without a transport token', async () => {
    const answer = await send(null, { toEmail: 'x@example.fi', invoiceQueryId: 'ride_X' });
    expect(answer.status).toBe(419);
  });

  it.each([
    [{ toEmail: 'not-an-address' }, ['toEmail']],
    [{ locale: 'sv' }, ['locale']],
    [{ subject: 'Win a prize', emailContent: '<a href=x>click</a>' }, ['subject', 'emailContent']],
  ])('answers 400 naming the bad field for %j', async (bad, fields) => {
    const token = await transportToken(api);
    const ride = await bookedRide(token);
    const answer = await send(token, { toEmail: 'ok@example.fi', invoiceQueryId: ride.query_id, ...bad });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body)).toEqual(fields);
  });

  it('sends at most three receipts of one ride in an hour', async () => {
    const token = await transportToken(api);
    const ride = await bookedRide(token);
    for (const n of [1, 2, 3]) {
      const answer = await send(token, { toEmail: `copy${n}@example.fi`, invoiceQueryId: ride.query_id });
      expect(answer.status).toBe(200);
    }
    const fourth = await send(token, { toEmail: 'copy4@example.fi', invoiceQueryId: ride.query_id });
    expect(fourth.status).toBe(400);
    expect(errorMessage(fourth.body)).toMatch(/^Too many receipt e-mails were sent/);
    expect(await lastMailTo('copy4@example.fi')).toBeUndefined();
  });
});
