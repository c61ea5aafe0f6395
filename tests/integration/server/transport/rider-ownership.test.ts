import { bookingsResponseSchema } from '@/contract/transport/bookings.contract';
import { ridePaymentInitResponseSchema } from '@/contract/transport/ride-payment.contract';
import { rideResponseSchema, type RideDto } from '@/contract/transport/ride.contract';
import type { AccountsServer, Answer } from '../accounts/accounts-client';
import { getPage, pathOf } from '../payments/payments-client';
import { book, cancelSearch, rideBody, rideStatus, startTransportServer, transportToken } from './transport-client';
import { mailsTo, sendReceipt } from './receipt-mail-client';

let api: AccountsServer;
let riderA: string;
let riderB: string;

beforeAll(async () => {
  api = await startTransportServer();
  [riderA, riderB] = await Promise.all([transportToken(api, { device: 'a' }), transportToken(api, { device: 'b' })]);
});

afterAll(() => api?.stop());

async function booked(token: string, extra: Parameters<typeof rideBody>[0] = {}): Promise<RideDto> {
  const answer = await book(api, token, rideBody(extra));
  expect(answer.status).toBe(200);
  return rideResponseSchema.parse(answer.body).invoice;
}

const initPayment = (token: string, id: string) =>
  api.call('POST', '/api/v1/zapp_go/ride_payment/init', { body: { id }, bearer: token });

/** Every ride call a rider can make about one ride, by its id. */
function everyCall(token: string, id: string): Promise<Answer>[] {
  return [
    rideStatus(api, token, id),
    cancelSearch(api, token, id),
    initPayment(token, id),
    sendReceipt(api, token, { toEmail: 'probe@example.fi', invoiceQueryId: id }),
  ];
}

/** What an unknown id answers, with the id swapped for the one asked about, so bodies can be compared. */
const asked = (answer: Answer, id: string) => JSON.stringify(answer.body).replaceAll(id, '{id}');

describe('another rider\u2019s ride', () => {
  it('answers 404 on every call, with the very body of an unknown id', async () => {
    const ride = await booked(riderA, { payment_method: 'STRIPE', notes: 'Door code 4321' });
    const unknownId = `ride_${'Z'.repeat(26)}`;
    const others = await Promise.all(everyCall(riderB, ride.query_id));
    const unknowns = await Promise.all(everyCall(riderB, unknownId));
    expect(others.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(others.map((answer) => asked(answer, ride.query_id))).toEqual(
      unknowns.map((answer) => asked(answer, unknownId)),
    );
    expect(JSON.stringify(others.map((answer) => answer.body))).not.toContain('4321');
    expect(await mailsTo(api, 'probe@example.fi')).toEqual([]);
    const own = await rideStatus(api, riderA, ride.query_id);
    expect(rideResponseSchema.parse(own.body).invoice).toMatchObject({ status: 'awaiting_payment' });
  });

  it('is left out of My Bookings, which lists only the asking rider\u2019s rides', async () => {
    const mine = await booked(riderA);
    const theirs = await booked(riderB);
    const listOf = async (token: string) =>
      bookingsResponseSchema
        .parse((await api.call('GET', '/api/v1/zapp_go/bookings?per_page=50', { bearer: token })).body)
        .bookings.map((ride) => ride.query_id);
    const [listA, listB] = await Promise.all([listOf(riderA), listOf(riderB)]);
    expect(listA).toContain(mine.query_id);
    expect(listA).not.toContain(theirs.query_id);
    expect(listB).toContain(theirs.query_id);
    expect(listB).not.toContain(mine.query_id);
  });

  it('cannot be cancelled by another rider: the owner\u2019s ride keeps searching', async () => {
    const ride = await booked(riderA);
    expect((await cancelSearch(api, riderB, ride.query_id)).status).toBe(404);
    const own = rideResponseSchema.parse((await rideStatus(api, riderA, ride.query_id)).body).invoice;
    expect(own.status).toBe('searching');
  });

  it('keeps its card checkout page to the link its owner was given: another rider gets no link to it', async () => {
    const ride = await booked(riderA, { payment_method: 'STRIPE' });
    const intent = ridePaymentInitResponseSchema.parse((await initPayment(riderA, ride.query_id)).body);
    const withoutSecretPage = pathOf(api, intent.confirmUrl).split('#')[0] ?? '';
    expect((await initPayment(riderB, ride.query_id)).status).toBe(404);
    // The page shows only the ride's route and amount to whoever holds the intent's id, and paying it needs the
    // secret of the fragment, which only the owner's answer carried.
    const page = await getPage(api, withoutSecretPage);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('4321');
  });

  it('is the same rider\u2019s after signing in again on the same device, as after a reload', async () => {
    const ride = await booked(riderA);
    const again = await transportToken(api, { device: 'a' });
    expect((await rideStatus(api, again, ride.query_id)).status).toBe(200);
  });
});
