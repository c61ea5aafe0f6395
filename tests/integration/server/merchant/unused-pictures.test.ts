import { productImageResponseSchema } from '@/contract/merchant/store-products.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { sample } from '../multipart-client';
import { startOrdersServer } from '../orders/orders-server';
import { helmiStaff, kallioStaff, staffToken } from './merchant-client';

const hour = 60 * 60 * 1000;

let api: AccountsServer;
let helmiToken: string;
let kallioToken: string;

beforeAll(async () => {
  api = await startOrdersServer();
  [helmiToken, kallioToken] = await Promise.all([staffToken(api, helmiStaff), staffToken(api, kallioStaff)]);
});

afterAll(() => api?.stop());

/** Uploads a PNG for the staff member's store and answers its id and address. */
async function upload(token: string): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(sample.png)], { type: 'image/png' }), 'soup.png');
  const response = await fetch(`${api.server.baseUrl}/merchant/v1/products/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return productImageResponseSchema.parse(await response.json()).image;
}

async function pictureStatus(url: string): Promise<number> {
  const response = await fetch(`${api.server.baseUrl}${url}`);
  await response.arrayBuffer();
  return response.status;
}

describe('pictures uploaded for the product-add table and never used', () => {
  it('are removed once past a day, at the store\u2019s next upload; used and fresh ones stay', async () => {
    const abandoned = await upload(helmiToken);
    const used = await upload(helmiToken);
    const added = await api.call('POST', '/merchant/v1/products', {
      bearer: helmiToken,
      body: { name: 'Kuvallinen keitto', category: 'Keitot', cost: 1290, image: used.id },
    });
    expect(added.status).toBe(201);
    const otherStore = await upload(kallioToken);

    // Within the grace period an upload leaves the unused picture alone: its table may still add it.
    // A staff session does not last a day: the staff sign in again as the days pass.
    await api.setClockOffset(23 * hour);
    const early = await upload(await staffToken(api, helmiStaff));
    expect(await pictureStatus(abandoned.url)).toBe(200);

    await api.setClockOffset(25 * hour);
    helmiToken = await staffToken(api, helmiStaff);
    const fresh = await upload(helmiToken);
    expect(await pictureStatus(abandoned.url)).toBe(404);
    expect(await pictureStatus(used.url)).toBe(200);
    expect(await pictureStatus(fresh.url)).toBe(200);
    // Uploaded at hour 23, so one hour old by the server's clock.
    expect(await pictureStatus(early.url)).toBe(200);
    // Another store's folder waits for its own upload or the hourly round.
    expect(await pictureStatus(otherStore.url)).toBe(200);

    // The removed picture cannot be named by a product any more: the table is told to upload it again.
    const late = await api.call('POST', '/merchant/v1/products', {
      bearer: helmiToken,
      body: { name: 'Myöhäinen keitto', category: 'Keitot', cost: 1290, image: abandoned.id },
    });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ error: { details: [{ field: 'image' }] } });
  });
});
