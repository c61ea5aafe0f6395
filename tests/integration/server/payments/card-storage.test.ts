import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stripeInitResponseSchema } from '@/contract/payments/stripe.contract';
import { jsonCaller, type AccountsServer } from '../accounts/accounts-client';
import { guestSession, products, tshirtChoice, type Session } from '../orders/orders-client';
import { newTestDataDir } from '../pglite-template';
import { runTask } from '../run-task';
import { startTestServer } from '../start-test-server';
import { bankCardInvoice, goodCard, openCardForm, submitCard, submittedPair } from './bank-card-client';
import { confirmPayment, invoicePaidBy, payingCard, stripeInit, stripeInitBody } from './payments-client';

// Always on PGlite: the test reads the data folder itself once the server has stopped, and moves the clock.

interface CardRows {
  forms: { sessionId: string; cardToken: string | null; cardLastFour: string | null; cardExpiry: string | null }[];
  intents: {
    id: string;
    clientSecretHash: string;
    status: string;
    cardLastFour: string | null;
    cardExpiry: string | null;
  }[];
}

let dataDir: string;
let clockDir: string;
let clockFile: string;
let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  dataDir = await newTestDataDir();
  clockDir = await mkdtemp(path.join(os.tmpdir(), 'payments-test-clock-'));
  clockFile = path.join(clockDir, 'offset');
  await writeFile(clockFile, '0');
  const server = await startTestServer({ dataDir, clockFile });
  api = {
    server,
    call: jsonCaller(server.baseUrl),
    setClockOffset: (ms) => writeFile(clockFile, String(ms)),
    latestCode: () => Promise.reject(new Error('not used')),
    logIn: () => Promise.reject(new Error('not used')),
    stop: () => server.stop(),
  };
  guest = await guestSession(api, 'card-storage-device');
});

afterAll(async () => {
  await api?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(clockDir, { recursive: true, force: true });
});

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The files of the data folder whose bytes contain text anywhere: tables, indexes, the write-ahead log. */
async function filesContaining(text: string): Promise<string[]> {
  const needle = Buffer.from(text);
  const found: string[] = [];
  for (const file of await filesUnder(dataDir)) {
    if ((await readFile(file)).includes(needle)) found.push(file);
  }
  return found;
}

describe('what the database keeps of a card', () => {
  it('refuses a card form past its 15 minutes, for the card and for the invoice', async () => {
    const late = await openCardForm(api, guest);
    const pair = await submittedPair(api, guest);
    await api.setClockOffset(15 * 60_000 + 1_000);
    try {
      expect((await submitCard(api, late.s, goodCard)).status).toBe(404);
      expect(await bankCardInvoice(api, guest, pair)).toEqual({
        status: 402,
        body: { error: { message: 'Payment required: the bank card form expired. Please add the card again.' } },
      });
    } finally {
      await api.setClockOffset(0);
    }
  });

  it('keeps the last four digits and the expiry only, and the client secret only as its SHA-256', async () => {
    const pair = await submittedPair(api, guest);
    expect((await bankCardInvoice(api, guest, pair)).status).toBe(200);
    const invoice = await invoicePaidBy(api, guest, 'STRIPE', [
      { product: products.tshirt, quantity: 1, ...tshirtChoice },
    ]);
    const intent = stripeInitResponseSchema.parse((await stripeInit(api, guest, stripeInitBody(invoice))).body);
    expect((await confirmPayment(api, intent, { action: 'pay', ...payingCard })).status).toBe(200);
    await api.stop();

    const dumped = await runTask('tests/integration/server/payments/tasks/card-rows.task.ts', [dataDir]);
    expect(dumped).toMatchObject({ code: 0, stderr: '' });
    const rows = JSON.parse(dumped.stdout) as CardRows;
    expect(rows.forms.find((form) => form.sessionId === pair.s)).toMatchObject({
      cardToken: pair.cn,
      cardLastFour: '4242',
      cardExpiry: '12/34',
    });
    expect(rows.intents).toEqual([
      expect.objectContaining({
        id: intent.paymentIntentId,
        clientSecretHash: createHash('sha256').update(intent.clientSecret).digest('hex'),
        status: 'succeeded',
        cardLastFour: '4242',
        cardExpiry: '12/34',
      }),
    ]);
    // Anything written is somewhere in the folder's bytes; the card number and the secret are nowhere.
    expect(await filesContaining(pair.cn)).not.toEqual([]);
    expect(await filesContaining(intent.paymentIntentId)).not.toEqual([]);
    expect(await filesContaining('4242424242424242')).toEqual([]);
    expect(await filesContaining('4242 4242 4242 4242')).toEqual([]);
    expect(await filesContaining(intent.clientSecret)).toEqual([]);
  });
});
