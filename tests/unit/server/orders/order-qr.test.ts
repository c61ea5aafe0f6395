import { create } from 'qrcode';
import { orderQrAddress, orderQrDataUrl } from '@/server/orders/qr/order-qr';
import { qrSegments } from '@/server/orders/qr/qr-png';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const dataUrlPrefix = 'data:image/png;base64,';
/** An invoice id as the reference server makes them: inv_ and 26 letters and digits. */
const typicalId = 'inv_23456789ABCDEFGHJKLMNPQRST';

function pngOf(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrlPrefix.length), 'base64');
}

describe('orderQrAddress', () => {
  it("holds the order's short address, which the storefront opens as its confirmation", () => {
    expect(orderQrAddress(typicalId, 'https://shop.example')).toBe(`https://shop.example/o/${typicalId}`);
  });

  it('keeps the path of a storefront served below the root, with or without its trailing slash', () => {
    expect(orderQrAddress('inv_A', 'http://localhost:8080/shop/')).toBe('http://localhost:8080/shop/o/inv_A');
    expect(orderQrAddress('inv_A', 'http://localhost:8080/shop')).toBe('http://localhost:8080/shop/o/inv_A');
  });

  it('escapes an id so it cannot change the path or add a query', () => {
    expect(orderQrAddress('a/b?c#d', 'https://shop.example')).toBe('https://shop.example/o/a%2Fb%3Fc%23d');
  });

  it('refuses a base that is not an absolute http or https address', () => {
    const refusal = 'The storefront base URL must be an absolute http or https URL';
    expect(() => orderQrAddress('inv_A', 'javascript:alert(1)')).toThrow(refusal);
    expect(() => orderQrAddress('inv_A', '/relative')).toThrow(refusal);
    expect(() => orderQrAddress('inv_A', 'ftp://shop.example')).toThrow(refusal);
  });

  // Version 4 with error correction M holds 62 bytes: an origin of up to 29 characters beside a typical id.
  it('gives a typical order a code of version 4 or less (33 modules a side)', () => {
    for (const base of ['https://shop.example', 'https://kauppa.ravintola.fi', 'http://localhost:8080']) {
      const qr = create(qrSegments(orderQrAddress(typicalId, base)), { errorCorrectionLevel: 'M' });

      expect(qr.version).toBeLessThanOrEqual(4);
      expect(qr.modules.size).toBeLessThanOrEqual(33);
    }
  });
});

describe('orderQrDataUrl', () => {
  it('is a PNG data URL of a 256-pixel square image', async () => {
    const dataUrl = await orderQrDataUrl(typicalId, 'https://shop.example');
    const png = pngOf(dataUrl);

    expect(dataUrl.startsWith(dataUrlPrefix)).toBe(true);
    expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(256);
    expect(png.readUInt32BE(20)).toBe(256);
  });

  it('gives the same image for the same order, and another image for another order', async () => {
    const first = await orderQrDataUrl('inv_A', 'https://shop.example');
    const again = await orderQrDataUrl('inv_A', 'https://shop.example');
    const other = await orderQrDataUrl('inv_B', 'https://shop.example');

    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });
});
