/** The languages a receipt is printed in. */
export type ReceiptLocale = 'fi' | 'en';

export interface ReceiptLabels {
  readonly title: string;
  readonly orderId: string;
  readonly shortOrderId: string;
  readonly issuedAt: string;
  readonly subTotal: string;
  readonly discount: string;
  readonly voucher: string;
  readonly tip: string;
  readonly serviceFee: string;
  readonly deliveryFee: string;
  readonly freeDelivery: string;
  readonly taxTotal: string;
  readonly total: string;
  readonly vatRate: string;
  readonly net: string;
  readonly vat: string;
  readonly gross: string;
  readonly pricesIncludeVat: string;
  readonly payment: string;
  readonly card: string;
  readonly cash: string;
  readonly bank: string;
}

/**
 * The few words a receipt prints. They live here rather than in the browser's i18n files because the
 * server must not depend on the storefront's presentation layer, and a receipt needs only these.
 */
export const receiptLabels: Readonly<Record<ReceiptLocale, ReceiptLabels>> = {
  fi: {
    title: 'Kuitti',
    orderId: 'Tilaus',
    shortOrderId: 'Tilausnumero',
    issuedAt: 'Päivämäärä',
    subTotal: 'Välisumma',
    discount: 'Alennus',
    voucher: 'Kuponki',
    tip: 'Juomaraha',
    serviceFee: 'Palvelumaksu',
    deliveryFee: 'Toimitusmaksu',
    freeDelivery: 'Ilmainen toimitus',
    taxTotal: 'ALV yhteensä',
    total: 'Yhteensä',
    vatRate: 'ALV %',
    net: 'Veroton',
    vat: 'ALV',
    gross: 'Verollinen',
    pricesIncludeVat: 'Hinnat sisältävät arvonlisäveron.',
    payment: 'Maksutapa',
    card: 'Kortti',
    cash: 'Käteinen',
    bank: 'Pankkimaksu',
  },
  en: {
    title: 'Receipt',
    orderId: 'Order',
    shortOrderId: 'Order number',
    issuedAt: 'Date',
    subTotal: 'Sub total',
    discount: 'Discount',
    voucher: 'Voucher',
    tip: 'Rider tip',
    serviceFee: 'Service fee',
    deliveryFee: 'Delivery fee',
    freeDelivery: 'Free delivery',
    taxTotal: 'VAT total',
    total: 'Total',
    vatRate: 'VAT %',
    net: 'Net',
    vat: 'VAT',
    gross: 'Gross',
    pricesIncludeVat: 'Prices include VAT.',
    payment: 'Payment',
    card: 'Card',
    cash: 'Cash',
    bank: 'Bank payment',
  },
};
