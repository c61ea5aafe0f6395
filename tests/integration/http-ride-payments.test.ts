import { HttpClient } from '@/infrastructure/http/http-client';
import { merchantHeaders } from '@/infrastructure/http/request-headers';
import { HttpTransportService } from '@/infrastructure/transport/http-transport-service';
import { TransportSession } from '@/infrastructure/transport/transport-session';
import type { RideBooking } from '@/domain/transport/ride-booking';
import { startTestServer, type TestServer } from './server/start-test-server';

const kamppi = { description: 'Kamppi, Helsinki', lat: 60.1699, long: 24.9312 };
const airport = { description: 'Helsinki Airport', lat: 60.3172, long: 24.9633 };

/** Posts the checkout page's form as a browser does, the secret taken from the page address's fragment. */
async function payInCheckout(checkoutUrl: string): Promise<Response> {
  const url = new URL(checkoutUrl);
  const secret = new URLSearchParams(url.hash.slice(1)).get('client_secret') ?? '';
  return fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      payment_intent: url.searchParams.get('payment_intent') ?? '',
      client_secret: secret,
      action: 'pay',
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/34',
      card_cvc: '123',
    }).toString(),
  });
}

describe('The transport adapter\u2019s ride payments against the reference server', () => {
  let server: TestServer;
  let service: HttpTransportService;

  beforeAll(async () => {
    server = await startTestServer();
    const headers = merchantHeaders({ coordinates: { lat: 60.17, long: 24.94 }, caller: async () => null });
    const rides = new HttpClient({ baseUrl: `${server.baseUrl}/api/v1`, headers });
    const merchant = new HttpClient({ baseUrl: `${server.baseUrl}/merchant/v1`, headers });
    service = new HttpTransportService(
      rides,
      new TransportSession(merchant, { deviceId: async () => 'http-ride-payments-device' }),
    );
  });

  afterAll(() => server?.stop());

  async function bookedByCard(): Promise<string> {
    // Booked ahead within the host's 30 days; the fare is the server's for that time, night or day.
    const bookingAt = Date.now() + 5 * 24 * 60 * 60 * 1000;
    const fare = await service.fare({
      pickup: kamppi,
      dropoff: airport,
      cabType: 'economy',
      startingPrice: 0,
      bookingAt,
    });
    const booking: RideBooking = {
      pickup: kamppi,
      dropoff: airport,
      cabType: 'economy',
      fare,
      advance: { advanceBooking: true, advanceBookingTime: bookingAt, scheduledTimeDifference: 0 },
      timeZone: 'Europe/Helsinki',
      recipientName: 'Aino',
      recipientPhoneNumber: '+358 40 123 4567',
      riderNote: '',
      paymentMethod: 'STRIPE',
    };
    return (await service.book(booking)).invoiceQueryId;
  }

  it('books a card ride unpaid, starts its payment for the server\u2019s price, and reads it paid after the checkout', async () => {
    const id = await bookedByCard();
    const booked = await service.progress(id);
    expect(booked).toMatchObject({ status: 'awaiting_payment', payment: 'unpaid' });

    const checkout = await service.startCardPayment(id);
    expect(checkout.amount).toBe(booked.price);
    expect(checkout.checkoutUrl).toMatch(new RegExp(`^${server.baseUrl}/sandbox/ride/checkout\\?payment_intent=pi_`));

    const paid = await payInCheckout(checkout.checkoutUrl);
    expect(paid.status).toBe(303);
    expect(await service.progress(id)).toMatchObject({ status: 'searching', payment: 'paid' });
  });

  it('answers the server\u2019s refusal of a second payment as an error with its text', async () => {
    const id = await bookedByCard();
    await payInCheckout((await service.startCardPayment(id)).checkoutUrl);
    await expect(service.startCardPayment(id)).rejects.toMatchObject({ message: 'This ride is already paid' });
  });
});
