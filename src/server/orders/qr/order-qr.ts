import { orderShortPath } from '@/domain/payments/payment-success';
import { qrPng, type QrPngOptions } from './qr-png';

/**
 * Fixed so the same order always gives the same image: medium error correction survives a scuffed print,
 * and the quiet zone of two modules is what counter scanners need around the code.
 */
const qrOptions: QrPngOptions = {
  errorCorrectionLevel: 'M',
  margin: 2,
  width: 256,
};

/**
 * The address the QR code holds: the order's short address, which the storefront opens as the order's
 * confirmation with its details (about half the text of that page's own address, so a code of version 4, not 6).
 * The base URL may carry a path (a storefront served under /shop), so it is joined as text rather than resolved,
 * which would drop it.
 * @throws TypeError when baseUrl is not an absolute http(s) URL.
 */
export function orderQrAddress(invoiceQueryId: string, baseUrl: string): string {
  const base = URL.canParse(baseUrl) ? new URL(baseUrl) : null;
  if (base?.protocol !== 'http:' && base?.protocol !== 'https:') {
    throw new TypeError('The storefront base URL must be an absolute http or https URL');
  }
  const root = `${base.origin}${base.pathname}`.replace(/\/+$/, '');
  return `${root}${orderShortPath(invoiceQueryId)}`;
}

/** The images of the orders answered last: an order is answered when created, placed and fetched again. */
const recentImages = new Map<string, string>();
const recentImagesKept = 1_000;

/** A PNG data URL of the QR code that opens the order's confirmation page. */
export function orderQrDataUrl(invoiceQueryId: string, baseUrl: string): Promise<string> {
  const url = orderQrAddress(invoiceQueryId, baseUrl);
  let image = recentImages.get(url);
  if (image === undefined) {
    image = `data:image/png;base64,${qrPng(url, qrOptions).toString('base64')}`;
    if (recentImages.size >= recentImagesKept) recentImages.delete(recentImages.keys().next().value!);
  } else {
    recentImages.delete(url);
  }
  // Kept in the order of use: the first key is the one used longest ago.
  recentImages.set(url, image);
  return Promise.resolve(image);
}
