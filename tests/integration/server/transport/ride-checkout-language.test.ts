import {
  ridePaymentInitResponseSchema,
  type RidePaymentInitResponse,
} from '@/contract/transport/ride-payment.contract';
import { rideResponseSchema } from '@/contract/transport/ride.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { decliningCard, getPage, pathOf, postForm } from '../payments/payments-client';
import {
  book,
  rideBody,
  setServerUtcTime,
  singaporeNoonUtc,
  startTransportServer,
  transportToken,
} from './transport-client';

// A ride's sandbox card checkout is drawn in the storefront's language: its cookie, else Accept-Language.
let api: AccountsServer;
let token: string;

beforeAll(async () => {
  api = await startTransportServer();
  token = await transportToken(api);
});

afterAll(() => api?.stop());

beforeEach(() => setServerUtcTime(api, singaporeNoonUtc));

async function startPayment(): Promise<RidePaymentInitResponse> {
  const booked = await book(api, token, rideBody({ payment_method: 'STRIPE' }));
  expect(booked.status).toBe(200);
  const ride = rideResponseSchema.parse(booked.body).invoice;
  const answer = await api.call('POST', '/api/v1/zapp_go/ride_payment/init', {
    body: { id: ride.query_id },
    bearer: token,
  });
  expect(answer.status).toBe(200);
  return ridePaymentInitResponseSchema.parse(answer.body);
}

const checkoutPath = (intent: RidePaymentInitResponse) => pathOf(api, intent.confirmUrl.split('#')[0] ?? '');
const secretOf = (intent: RidePaymentInitResponse) => new URL(intent.confirmUrl).hash.replace('#client_secret=', '');

describe("a ride's sandbox card checkout", () => {
  it('is drawn in Finnish for a storefront in Finnish', async () => {
    const page = await getPage(api, checkoutPath(await startPayment()), { cookie: 'language=fi' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="fi">');
    expect(page.text).toContain('<h1>Maksa kyyti kortilla</h1>');
    for (const label of ['<dt>Kyyti</dt>', '<dt>Mistä</dt>', '<dt>Minne</dt>', '<dt>Summa</dt>']) {
      expect(page.text).toContain(label);
    }
    expect(page.text).toContain('<label for="card-number">Kortin numero</label>');
    expect(page.text).toContain('value="pay">Maksa</button>');
    expect(page.text).not.toContain('Pay the ride by card');
  });

  it('is drawn in English for a storefront in English, whatever the browser asks for', async () => {
    const page = await getPage(api, checkoutPath(await startPayment()), {
      cookie: 'language=en',
      'accept-language': 'fi',
    });
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<h1>Pay the ride by card</h1>');
    expect(page.text).toContain('<dt>From</dt>');
    expect(page.text).toContain('value="cancel">Cancel</button>');
  });

  it.each([
    ['fi', 'Korttisi hylättiin. Mitään ei veloitettu.'],
    ['en', 'Your card was declined. Nothing was charged.'],
  ] as const)('says a card was declined in %s, keeping the form', async (language, declined) => {
    const intent = await startPayment();
    const answer = await postForm(
      api,
      '/sandbox/ride/checkout',
      { payment_intent: intent.paymentIntentId, client_secret: secretOf(intent), action: 'pay', ...decliningCard },
      { cookie: `language=${language}` },
    );
    expect(answer.status).toBe(402);
    expect(answer.text).toContain(`<p id="card-error" role="alert">${declined}</p>`);
    expect(answer.text).toContain(`<html lang="${language}">`);
  });
});
