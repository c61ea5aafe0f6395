import { productImageResponseSchema } from '@/contract/merchant/store-products.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { errorMessage } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { helmiStaff, kallioStaff, staffToken } from './merchant-client';

// Defect 6 of issue 25: a store's staff could upload pictures without bound (10 × 1 MB in 0.09 s), filling the
// server's disk. Each store now keeps at most STORE_PICTURE_QUOTA_MB of pictures.
let api: AccountsServer;
let helmiToken: string;
let kallioToken: string;

beforeAll(async () => {
  api = await startOrdersServer({ env: { STORE_PICTURE_QUOTA_MB: '2' } });
  [helmiToken, kallioToken] = await Promise.all([staffToken(api, helmiStaff), staffToken(api, kallioStaff)]);
});

afterAll(() => api?.stop());

/** A PNG of about 900 KB: the signature, then padding no image decoder is asked to read. */
const bigPng = (() => {
  const bytes = new Uint8Array(900 * 1024);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
})();

function upload(token: string) {
  const form = new FormData();
  form.append('image', new Blob([bigPng], { type: 'image/png' }), 'big.png');
  return fetch(`${api.server.baseUrl}/merchant/v1/products/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: form,
  });
}

describe("a store's picture quota", () => {
  it('takes pictures up to the quota, then refuses with 413 saying so and keeps nothing of the refused one', async () => {
    const taken = [await upload(helmiToken), await upload(helmiToken)];
    expect(taken.map((response) => response.status)).toEqual([201, 201]);
    const urls = await Promise.all(
      taken.map(async (response) => productImageResponseSchema.parse(await response.json()).image.url),
    );

    const refused = await upload(helmiToken);
    expect(refused.status).toBe(413);
    expect(errorMessage(await refused.json())).toBe(
      'Your store\u2019s pictures have reached their 2 MB. Pictures no product uses are removed a day after upload.',
    );
    // The pictures taken before are still served.
    for (const url of urls) expect((await fetch(`${api.server.baseUrl}${url}`)).status).toBe(200);

    // Another store has a quota of its own.
    expect((await upload(kallioToken)).status).toBe(201);
  });
});
