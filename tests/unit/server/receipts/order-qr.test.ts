import { orderConfirmationUrl, orderQrDataUrl } from '@/server/receipts/order-qr';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const dataUrlPrefix = 'data:image/png;base64,';

function pngOf(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrlPrefix.length), 'base64');
}

describe('orderConfirmationUrl', () => {
  it('leads to the order confirmation page with its details open', () => {
    expect(orderConfirmationUrl('inv_23456789ABCDEFGHJKLMNPQRST', 'https://shop.example')).toBe(
      'https://shop.example/checkout/payment-success/inv_23456789ABCDEFGHJKLMNPQRST?showOrderDetail=true',
    );
  });

  it('keeps the path of a storefront served below the root, with or without its trailing slash', () => {
    expect(orderConfirmationUrl('inv_A', 'http://localhost:8080/shop/')).toBe(
      'http://localhost:8080/shop/checkout/payment-success/inv_A?showOrderDetail=true',
    );
    expect(orderConfirmationUrl('inv_A', 'http://localhost:8080/shop')).toBe(
      'http://localhost:8080/shop/checkout/payment-success/inv_A?showOrderDetail=true',
    );
  });

  it('escapes an id so it cannot change the path or the query', () => {
    expect(orderConfirmationUrl('a/b?c', 'https://shop.example')).toBe(
      'https://shop.example/checkout/payment-success/a%2Fb%3Fc?showOrderDetail=true',
    );
  });

  it('refuses a base that is not an absolute http or https address', () => {
    const refusal = 'The storefront base URL must be an absolute http or https URL';
    expect(() => orderConfirmationUrl('inv_A', 'javascript:alert(1)')).toThrow(refusal);
    expect(() => orderConfirmationUrl('inv_A', '/relative')).toThrow(refusal);
  });
});

describe('orderQrDataUrl', () => {
  it('is a PNG data URL of a 256-pixel square image', async () => {
    const dataUrl = await orderQrDataUrl('inv_23456789ABCDEFGHJKLMNPQRST', 'https://shop.example');
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
