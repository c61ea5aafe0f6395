import { toDataURL, type QRCodeToDataURLOptions } from 'qrcode';
import { paymentSuccessPath } from '@/domain/payment/payment-success';

/**
 * Fixed so the same order always gives the same image: medium error correction survives a scuffed print,
 * and the quiet zone of two modules is what counter scanners need around the code.
 */
const qrOptions: QRCodeToDataURLOptions = {
  type: 'image/png',
  errorCorrectionLevel: 'M',
  margin: 2,
  width: 256,
};

/**
 * The order's confirmation page with its details open, which the QR code leads to. The base URL may carry a
 * path (a storefront served under /shop), so it is joined as text rather than resolved, which would drop it.
 * @throws TypeError when baseUrl is not an absolute http(s) URL.
 */
export function orderConfirmationUrl(invoiceQueryId: string, baseUrl: string): string {
  const base = URL.canParse(baseUrl) ? new URL(baseUrl) : null;
  if (base?.protocol !== 'http:' && base?.protocol !== 'https:') {
    throw new TypeError('The storefront base URL must be an absolute http or https URL');
  }
  const root = `${base.origin}${base.pathname}`.replace(/\/+$/, '');
  return `${root}${paymentSuccessPath({ invoiceQueryId, tradeTypeId: null })}?showOrderDetail=true`;
}

/** A PNG data URL of the QR code that opens the order's confirmation page. */
export function orderQrDataUrl(invoiceQueryId: string, baseUrl: string): Promise<string> {
  return toDataURL(orderConfirmationUrl(invoiceQueryId, baseUrl), qrOptions);
}
