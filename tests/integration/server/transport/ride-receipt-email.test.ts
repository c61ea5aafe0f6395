import path from 'node:path';
import { rideReceiptEmailResponseSchema } from '@/contract/transport/ride-receipt-email.contract';
import { ridePaymentInitResponseSchema } from '@/contract/transport/ride-payment.contract';
import { rideResponseSchema, type RideDto } from '@/contract/transport/ride.contract';
import { detailFields, errorMessage, type AccountsServer } from '../accounts/accounts-client';
import { payingCard, postForm } from '../payments/payments-client';
import {
  book,
  rideBody,
  setServerUtcTime,
  helsinkiNightUtc,
  helsinkiNoonUtc,
  startTransportServer,
  transportToken,
} from './transport-client';
import { confirmAddress, confirmationLinkIn, confirmNewestLink, mailsTo, sendReceipt } from './receipt-mail-client';

let api: AccountsServer;

// The example taxi host: its car types' titles ("Comfort") are what a receipt names.
const exampleHost = path.resolve(__dirname, '../../../../examples/transport.json');

beforeAll(async () => {
  api = await startTransportServer({ storefrontConfigFile: exampleHost });
});

afterAll(() => api?.stop());

afterEach(() => api.setClockOffset(0));

const send = (token: string | null, body: Record<string, unknown>) => sendReceipt(api, token, body);
const deliveryOf = (body: unknown) => rideReceiptEmailResponseSchema.parse(body).delivery;

async function bookedRide(token: string, extra: Parameters<typeof rideBody>[0] = {}): Promise<RideDto> {
  const answer = await book(api, token, rideBody(extra));
  expect(answer.status).toBe(200);
  return rideResponseSchema.parse(answer.body).invoice;
}

/** What an attacker types into a booking, hoping to have it mailed to a stranger from the host's address. */
const lure = 'your card was charged 499 EUR, dispute at http://evil.example';

describe('a receipt to an address the rider has not proven', () => {
  it('sends only the server\u2019s confirmation mail, with none of the words the caller typed', async () => {
    const token = await transportToken(api, { device: 'lure' });
    const ride = await bookedRide(token, {
      recipient: { name: `Dear customer, ${lure}`, phone_number: '+65 9123 4567' },
      addresses: {
        pickup: { ...rideBody().addresses.pickup, description: lure },
        dropoff: rideBody().addresses.dropoff,
      },
      notes: lure,
    });
    const answer = await send(token, { toEmail: 'stranger@example.fi', invoiceQueryId: ride.query_id });
    expect(answer.status).toBe(200);
    expect(deliveryOf(answer.body)).toBe('confirmation_sent');
    const mails = await mailsTo(api, 'stranger@example.fi');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Confirm your e-mail address for ride receipts');
    for (const typed of ['evil.example', '499', 'Dear customer', ride.short_order_id]) {
      expect(mails[0]?.body).not.toContain(typed);
      expect(mails[0]?.subject).not.toContain(typed);
    }
  });

  it('writes the confirmation in the rider\u2019s language', async () => {
    const token = await transportToken(api, { device: 'finnish' });
    const ride = await bookedRide(token);
    await send(token, { toEmail: 'suomi@example.fi', invoiceQueryId: ride.query_id, locale: 'fi' });
    const [mail] = await mailsTo(api, 'suomi@example.fi');
    expect(mail?.subject).toBe('Vahvista s\u00e4hk\u00f6postiosoitteesi kyytikuitteja varten');
    expect(confirmationLinkIn(mail).searchParams.get('lang')).toBe('fi');
  });

  it('keeps the code out of anything a server receives: it is in the link\u2019s fragment', async () => {
    const token = await transportToken(api, { device: 'fragment' });
    const ride = await bookedRide(token);
    await send(token, { toEmail: 'fragment@example.fi', invoiceQueryId: ride.query_id });
    const link = confirmationLinkIn((await mailsTo(api, 'fragment@example.fi'))[0]);
    expect(link.search).toBe('?lang=en');
    expect(link.hash).toMatch(/^#code=[A-Za-z0-9_-]{43}$/);
  });
});

describe('confirming the address', () => {
  it('sends the waiting receipt, naming the car type by its title, with the note, in Finnish when asked', async () => {
    await setServerUtcTime(api, helsinkiNoonUtc.hours, helsinkiNoonUtc.minutes);
    const token = await transportToken(api, { device: 'mei' });
    const ride = await bookedRide(token, { cab_type: 'comfort', notes: 'Ovikoodi 4321' });
    await send(token, { toEmail: 'mei@example.fi', invoiceQueryId: ride.query_id, locale: 'fi' });
    expect(await mailsTo(api, 'mei@example.fi')).toHaveLength(1);

    const page = await confirmNewestLink(api, 'mei@example.fi');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Osoite vahvistettu');
    const [receipt] = await mailsTo(api, 'mei@example.fi');
    expect(receipt).toMatchObject({ channel: 'email', subject: `Kuitti kyydist\u00e4 ${ride.short_order_id}` });
    expect(receipt?.body).toContain('Nouto: Marina Bay Sands, Singapore');
    expect(receipt?.body).toContain('M\u00e4\u00e4r\u00e4np\u00e4\u00e4: Changi Airport Terminal 3');
    expect(receipt?.body).toContain('Autotyyppi: Comfort\n');
    expect(receipt?.body).toContain('Viesti kuljettajalle: Ovikoodi 4321');
    expect(receipt?.body).toContain(`Yhteens\u00e4: ${(ride.price / 100).toFixed(2).replace('.', ',')}\u00a0\u20ac`);
    expect(receipt?.body).toContain('Maksu: K\u00e4teisell\u00e4 kuljettajalle');
    expect(receipt?.body).not.toContain('Y\u00f6lis\u00e4');
  });

  it('sends later receipts to the proven address at once', async () => {
    const { hours, minutes } = helsinkiNightUtc;
    await setServerUtcTime(api, hours, minutes);
    const token = await transportToken(api, { device: 'night' });
    await send(token, { toEmail: 'night@example.fi', invoiceQueryId: (await bookedRide(token)).query_id });
    await confirmNewestLink(api, 'night@example.fi');

    const ride = await bookedRide(token, { type: 'meet_n_greet' });
    const answer = await send(token, { toEmail: 'Night@Example.fi', invoiceQueryId: ride.query_id });
    expect(deliveryOf(answer.body)).toBe('sent');
    const [mail] = await mailsTo(api, 'night@example.fi');
    expect(mail?.subject).toBe(`Ride receipt ${ride.short_order_id}`);
    expect(mail?.body).toContain('Car type: Economy\n');
    expect(mail?.body).toContain('Meet and greet');
    expect(mail?.body).toContain('Fare: 24,39\u00a0\u20ac');
    expect(mail?.body).toContain('Night surcharge (00:00\u201306:59): 10,00\u00a0\u20ac');
    expect(mail?.body).toContain('Total: 34,39\u00a0\u20ac');
    expect(mail?.body).toContain('Note to the driver: Two suitcases');
  });

  it('proves the address only for the rider who asked: another rider still gets only a confirmation', async () => {
    const owner = await transportToken(api, { device: 'owner' });
    await send(owner, { toEmail: 'shared@example.fi', invoiceQueryId: (await bookedRide(owner)).query_id });
    await confirmNewestLink(api, 'shared@example.fi');
    const before = (await mailsTo(api, 'shared@example.fi')).length;

    const stranger = await transportToken(api, { device: 'stranger' });
    const ride = await bookedRide(stranger, { notes: lure });
    const answer = await send(stranger, { toEmail: 'shared@example.fi', invoiceQueryId: ride.query_id });
    expect(deliveryOf(answer.body)).toBe('confirmation_sent');
    const mails = await mailsTo(api, 'shared@example.fi');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.body).not.toContain('evil.example');
  });

  it('is done by pressing Confirm, not by opening the link; a code works once', async () => {
    const token = await transportToken(api, { device: 'once' });
    const ride = await bookedRide(token);
    await send(token, { toEmail: 'once@example.fi', invoiceQueryId: ride.query_id });
    const link = confirmationLinkIn((await mailsTo(api, 'once@example.fi'))[0]);
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('<button type="submit">Confirm</button>');
    expect(await mailsTo(api, 'once@example.fi')).toHaveLength(1);

    expect((await confirmAddress(api, link)).status).toBe(200);
    expect(await mailsTo(api, 'once@example.fi')).toHaveLength(2);
    const again = await confirmAddress(api, link);
    expect(again.status).toBe(404);
    expect(again.text).toContain('The link no longer works');
    expect(await mailsTo(api, 'once@example.fi')).toHaveLength(2);
  });

  it('refuses a link over 24 hours old', async () => {
    const token = await transportToken(api, { device: 'late' });
    await send(token, { toEmail: 'late@example.fi', invoiceQueryId: (await bookedRide(token)).query_id });
    await api.setClockOffset(24 * 60 * 60 * 1000 + 60_000);
    expect((await confirmNewestLink(api, 'late@example.fi')).status).toBe(404);
    expect(await mailsTo(api, 'late@example.fi')).toHaveLength(1);
  });
});

describe('a card ride\u2019s receipt', () => {
  it('is not sent before the ride is paid, and is sent when the payment goes through', async () => {
    await setServerUtcTime(api, helsinkiNoonUtc.hours, helsinkiNoonUtc.minutes);
    const token = await transportToken(api, { device: 'card' });
    await send(token, { toEmail: 'card@example.fi', invoiceQueryId: (await bookedRide(token)).query_id });
    await confirmNewestLink(api, 'card@example.fi');
    const provenMails = (await mailsTo(api, 'card@example.fi')).length;

    const ride = await bookedRide(token, { payment_method: 'STRIPE' });
    const answer = await send(token, { toEmail: 'card@example.fi', invoiceQueryId: ride.query_id });
    expect(deliveryOf(answer.body)).toBe('after_payment');
    expect(await mailsTo(api, 'card@example.fi')).toHaveLength(provenMails);

    const init = await api.call('POST', '/api/v1/zapp_go/ride_payment/init', {
      body: { id: ride.query_id },
      bearer: token,
    });
    const intent = ridePaymentInitResponseSchema.parse(init.body);
    expect(await mailsTo(api, 'card@example.fi')).toHaveLength(provenMails);
    const paid = await postForm(api, '/sandbox/ride/checkout', {
      payment_intent: intent.paymentIntentId,
      client_secret: new URL(intent.confirmUrl).hash.replace('#client_secret=', ''),
      action: 'pay',
      ...payingCard,
    });
    expect(paid.status).toBe(303);
    const [receipt] = await mailsTo(api, 'card@example.fi');
    expect(receipt?.subject).toBe(`Ride receipt ${ride.short_order_id}`);
    expect(receipt?.body).toContain('Payment: Card');
    expect(await mailsTo(api, 'card@example.fi')).toHaveLength(provenMails + 1);
  });
});

describe('POST /api/v1/zapp_go/email/send', () => {
  it('reads another rider\u2019s ride as unknown, and mails nothing', async () => {
    const ride = await bookedRide(await transportToken(api));
    const other = await transportToken(api, { device: 'b' });
    const answer = await send(other, { toEmail: 'probe@example.fi', invoiceQueryId: ride.query_id });
    expect(answer.status).toBe(404);
    expect(await mailsTo(api, 'probe@example.fi')).toEqual([]);
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

  it('sends at most three mails for one ride in an hour', async () => {
    const token = await transportToken(api, { device: 'copies' });
    const ride = await bookedRide(token);
    for (const n of [1, 2, 3]) {
      const answer = await send(token, { toEmail: `copy${n}@example.fi`, invoiceQueryId: ride.query_id });
      expect(answer.status).toBe(200);
    }
    const fourth = await send(token, { toEmail: 'copy4@example.fi', invoiceQueryId: ride.query_id });
    expect(fourth.status).toBe(400);
    expect(errorMessage(fourth.body)).toMatch(/^Too many receipt e-mails were sent/);
    expect(await mailsTo(api, 'copy4@example.fi')).toEqual([]);
  });

  it('counts the hourly quota per rider: one rider using up theirs leaves another\u2019s', async () => {
    const busy = await transportToken(api, { device: 'busy' });
    const rides = await Promise.all([1, 2, 3, 4].map(() => bookedRide(busy)));
    const statuses: number[] = [];
    for (const [index, ride] of rides.entries()) {
      for (const copy of [1, 2, 3]) {
        const answer = await send(busy, { toEmail: `busy${index}-${copy}@example.fi`, invoiceQueryId: ride.query_id });
        statuses.push(answer.status);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([400, 400]);

    const calm = await transportToken(api, { device: 'calm' });
    const ride = await bookedRide(calm);
    expect((await send(calm, { toEmail: 'calm@example.fi', invoiceQueryId: ride.query_id })).status).toBe(200);
  });
});
