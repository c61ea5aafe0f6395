import { HttpClient } from '@/infrastructure/http/http-client';
import { merchantHeaders } from '@/infrastructure/http/request-headers';
import { HttpTransportService } from '@/infrastructure/transport/http-transport-service';
import { TransportSession } from '@/infrastructure/transport/transport-session';
import type { RideBooking } from '@/domain/transport/ride-booking';
import { startTestServer, type TestServer } from './server/start-test-server';

const kamppi = { description: 'Kamppi, Helsinki', lat: 60.1699, long: 24.9312 };
const airport = { description: 'Helsinki Airport', lat: 60.3172, long: 24.9633 };
/** The store the seeded transport-demo account books for (its sign-in answer's merchant.query_id). */
const demoMerchant = 'sataman-helmi';

/**
 * Spec §7's request fields as the transport adapter sends them to the reference server: the calls are recorded
 * on their way out and the server answers them, so a field sent wrong would show as a refusal too.
 */
describe('The transport adapter\u2019s request fields', () => {
  let server: TestServer;
  let rides: HttpClient;
  let service: HttpTransportService;

  beforeAll(async () => {
    server = await startTestServer();
    const headers = merchantHeaders({ coordinates: { lat: 60.17, long: 24.94 }, caller: async () => null });
    rides = new HttpClient({ baseUrl: `${server.baseUrl}/api/v1`, headers });
    const merchant = new HttpClient({ baseUrl: `${server.baseUrl}/merchant/v1`, headers });
    service = new HttpTransportService(
      rides,
      new TransportSession(merchant, { username: 'transport-demo', password: 'transport-2026' }),
    );
  });

  afterAll(() => server?.stop());
  afterEach(() => jest.restoreAllMocks());

  it('asks cablah_price with the signed-in merchant as id', async () => {
    const get = jest.spyOn(rides, 'get');
    const price = await service.basePrice({ pickup: kamppi, dropoff: airport, cabType: 'economy', startingPrice: 0 });
    expect(price).toBeGreaterThan(0);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toBe('zapp_go/cablah_price');
    expect(get.mock.calls[0]?.[1]).toMatchObject({ id: demoMerchant, type: 'economy' });
  });

  it('books through cablah_invoice with the merchant_id and the delivery_fee the rider was shown', async () => {
    const basePrice = await service.basePrice({
      pickup: kamppi,
      dropoff: airport,
      cabType: 'economy',
      startingPrice: 0,
    });
    const post = jest.spyOn(rides, 'post');
    const booking: RideBooking = {
      pickup: kamppi,
      dropoff: airport,
      cabType: 'economy',
      // Booked ahead for noon in Helsinki: no night surcharge, whatever the real clock says when the test runs.
      fare: { basePrice, nightSurcharge: 0, price: basePrice },
      advance: {
        advanceBooking: true,
        advanceBookingTime: Date.parse('2030-06-15T09:00:00Z'),
        scheduledTimeDifference: 0,
      },
      timeZone: 'Europe/Helsinki',
      recipientName: 'Aino',
      recipientPhoneNumber: '+358 40 123 4567',
      riderNote: '',
    };
    const booked = await service.book(booking);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0]).toBe('zapp_go/cablah_invoice');
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      merchant_id: demoMerchant,
      delivery_fee: basePrice,
      cents: basePrice,
    });
    expect(booked.shortOrderId).toMatch(/^R-[2-9A-HJ-NP-Z]{10}$/);
    expect(await service.progress(booked.invoiceQueryId)).toMatchObject({ shortOrderId: booked.shortOrderId });
  });
});
