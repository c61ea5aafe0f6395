import {
  ridePaymentInitResponseSchema,
  type RidePaymentInitResponse,
} from '@/contract/transport/ride-payment.contract';
import { rideResponseSchema, type RideDto } from '@/contract/transport/ride.contract';
import { demoLogin, detailFields, errorMessage, type AccountsServer } from '../accounts/accounts-client';
import { decliningCard, getPage, pathOf, payingCard, postForm } from '../payments/payments-client';
import {
  book,
  cancelSearch,
  rideBody,
  riderDelayMs,
  rideStatus,
  setServerUtcTime,
  singaporeNoonUtc,
  startTransportServer,
  transportToken,
} from './transport-client';

let api: AccountsServer;
let token: string;

beforeAll(async () => {
  api = await startTransportServer();
  token = await transportToken(api);
});

afterAll(() => api?.stop());

beforeEach(() => setServerUtcTime(api, singaporeNoonUtc));

const initPayment = (body: unknown, as: string | null = token) =>
  api.call('POST', '/api/v1/zapp_go/ride_payment/init', { body, ...(as === null ? {} : { bearer: as }) });

async function cardRide(): Promise<RideDto> {
  const answer = await book(api, token, rideBody({ payment_method: 'STRIPE' }));
  expect(answer.status).toBe(200);
  return rideResponseSchema.parse(answer.body).invoice;
}

async function statusOf(id: string): Promise<RideDto> {
  const answer = await rideStatus(api, token, id);
  expect(answer.status).toBe(200);
  return rideResponseSchema.parse(answer.body).invoice;
}

async function startPayment(ride: RideDto): Promise<RidePaymentInitResponse> {
  const answer = await initPayment({ id: ride.query_id });
  expect(answer.status).toBe(200);
  return ridePaymentInitResponseSchema.parse(answer.body);
}

const secretOf = (intent: RidePaymentInitResponse) => new URL(intent.confirmUrl).hash.replace('#client_secret=', '');

function checkout(intent: RidePaymentInitResponse, fields: Record<string, string>, secret = secretOf(intent)) {
  return postForm(api, '/sandbox/ride/checkout', {
    payment_intent: intent.paymentIntentId,
    client_secret: secret,
    ...fields,
  });
}

const pay = (intent: RidePaymentInitResponse) => checkout(intent, { action: 'pay', ...payingCard });

/** Moves the server's clock past the rider delay counted from the test's noon. */
const afterRiderDelay = () => api.setClockOffset(0).then(() => setServerUtcTime(api, singaporeNoonUtc, 1));

describe('a ride paid by card', () => {
  it('is booked awaiting its payment, and no rider is searched for before it is paid', async () => {
    const ride = await cardRide();
    expect(ride).toMatchObject({
      status: 'awaiting_payment',
      payment_method: 'STRIPE',
      payment_status: 'unpaid',
      cash_on_delivery: false,
      price: 1939,
    });
    await afterRiderDelay();
    expect(await statusOf(ride.query_id)).toMatchObject({ status: 'awaiting_payment', riderDetails: null });
  });

  it('is paid for the server\u2019s price whatever amount the browser sends, then searched for and given a rider', async () => {
    const ride = await cardRide();
    const answer = await initPayment({ id: ride.query_id, amount: 1, cents: 1, price: 1 });
    expect(answer.status).toBe(200);
    const intent = ridePaymentInitResponseSchema.parse(answer.body);
    expect(intent).toEqual({
      paymentIntentId: expect.stringMatching(/^pi_[0-9a-f]{24}$/),
      amount: 1939,
      currency: 'EUR',
      confirmUrl: expect.stringMatching(
        new RegExp(`^${api.server.baseUrl}/sandbox/ride/checkout\\?payment_intent=pi_[0-9a-f]{24}#client_secret=pi_`),
      ),
    });

    const page = await getPage(api, pathOf(api, intent.confirmUrl.split('#')[0] ?? ''));
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/19,39\s€/);
    expect(page.text).toContain(ride.short_order_id);
    expect(page.text).not.toContain(secretOf(intent));

    const paid = await pay(intent);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/transport/stripe/payment-success?id=${ride.query_id}`);
    expect(await statusOf(ride.query_id)).toMatchObject({ status: 'searching', payment_status: 'paid' });

    // The search starts at the payment, made five minutes after the booking: its rider comes the rider delay after.
    const lateRide = await cardRide();
    const paidAt = await setServerUtcTime(api, singaporeNoonUtc, 5);
    expect((await pay(await startPayment(lateRide))).status).toBe(303);
    await api.setClockOffset(paidAt + riderDelayMs - 1_000);
    expect(await statusOf(lateRide.query_id)).toMatchObject({ status: 'searching', riderDetails: null });
    await api.setClockOffset(paidAt + riderDelayMs);
    expect(await statusOf(lateRide.query_id)).toMatchObject({ status: 'rider_assigned', payment_status: 'paid' });
    expect(await statusOf(ride.query_id)).toMatchObject({ status: 'rider_assigned', payment_status: 'paid' });
  });

  it('takes no second payment: paying again leads to the success page, a new payment is refused', async () => {
    const ride = await cardRide();
    const intent = await startPayment(ride);
    expect((await pay(intent)).status).toBe(303);
    const again = await pay(intent);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/transport/stripe/payment-success?id=${ride.query_id}`);
    const second = await initPayment({ id: ride.query_id });
    expect(second.status).toBe(402);
    expect(errorMessage(second.body)).toBe('This ride is already paid');
  });

  it('keeps a declined card unpaid and the form for another card; a wrong secret finds nothing', async () => {
    const ride = await cardRide();
    const intent = await startPayment(ride);
    const declined = await checkout(intent, { action: 'pay', ...decliningCard });
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('card-number');
    const wrongSecret = await checkout(
      intent,
      { action: 'pay', ...payingCard },
      `${intent.paymentIntentId}_secret_${'0'.repeat(48)}`,
    );
    expect(wrongSecret.status).toBe(404);
    expect(await statusOf(ride.query_id)).toMatchObject({ status: 'awaiting_payment', payment_status: 'unpaid' });
  });

  it('leads back to the ride unpaid when the customer cancels the checkout', async () => {
    const ride = await cardRide();
    const intent = await startPayment(ride);
    const cancelled = await checkout(intent, { action: 'cancel', ...payingCard });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/transport/confirm-booking/${ride.query_id}`);
    expect(await statusOf(ride.query_id)).toMatchObject({ status: 'awaiting_payment', payment_status: 'unpaid' });
    // A new checkout still pays it.
    expect((await pay(await startPayment(ride))).status).toBe(303);
  });

  it('is not shown, paid or started by another account, a customer’s session, nor without a token', async () => {
    const ride = await cardRide();
    const other = await transportToken(api, { device: 'b' });
    expect((await initPayment({ id: ride.query_id }, other)).status).toBe(404);
    expect((await rideStatus(api, other, ride.query_id)).status).toBe(404);
    expect((await initPayment({ id: ride.query_id }, null)).status).toBe(419);
    // A storefront customer's session is no transport account's.
    const customer = await api.logIn(demoLogin.loginId, demoLogin.pin);
    const asCustomer = await api.call('POST', '/api/v1/zapp_go/ride_payment/init', {
      body: { id: ride.query_id },
      token: customer,
    });
    expect(asCustomer.status).toBe(419);
    expect(await statusOf(ride.query_id)).toMatchObject({ payment_status: 'unpaid' });
  });

  it('names the field of bad input: no id, a cash ride', async () => {
    const missing = await initPayment({});
    expect(missing.status).toBe(400);
    expect(detailFields(missing.body)).toEqual(['id']);
    const cash = rideResponseSchema.parse((await book(api, token, rideBody())).body).invoice;
    expect(cash).toMatchObject({ payment_method: 'CASH', payment_status: 'cash', status: 'searching' });
    const refused = await initPayment({ id: cash.query_id });
    expect(refused.status).toBe(400);
    expect(detailFields(refused.body)).toEqual(['id']);
    expect(errorMessage(refused.body)).toBe('This ride is paid in cash to the driver');
  });

  it('cancelled after its payment is owed back (refunded); cancelled before, a started checkout charges nothing', async () => {
    const paidRide = await cardRide();
    expect((await pay(await startPayment(paidRide))).status).toBe(303);
    const cancelledPaid = await cancelSearch(api, token, paidRide.query_id);
    expect(cancelledPaid.status).toBe(200);
    expect(rideResponseSchema.parse(cancelledPaid.body).invoice).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });

    const unpaidRide = await cardRide();
    const intent = await startPayment(unpaidRide);
    const cancelledUnpaid = await cancelSearch(api, token, unpaidRide.query_id);
    expect(rideResponseSchema.parse(cancelledUnpaid.body).invoice).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
    });
    const late = await pay(intent);
    expect(late.status).toBe(409);
    expect(late.text).toContain('Nothing was charged');
    expect(await statusOf(unpaidRide.query_id)).toMatchObject({ status: 'cancelled', payment_status: 'unpaid' });
    const refused = await initPayment({ id: unpaidRide.query_id });
    expect(refused.status).toBe(402);
  });
});
