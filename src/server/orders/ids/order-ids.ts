import { randomCode, type RandomBytes } from '../../shared/random-code';

export const shortOrderIdLength = 6;
export const orderIdLength = 10;
/** 26 characters of 5 bits: 130 random bits, so nobody reaches an invoice by guessing its id. */
export const invoiceQueryIdLength = 26;
export const invoiceItemIdLength = 16;

/**
 * What the customer says at the counter. About a billion values: unique among a store's open orders in
 * practice, but the database's unique index decides, and a clash is retried with a new code.
 */
export function newShortOrderId(random?: RandomBytes): string {
  return randomCode(shortOrderIdLength, random);
}

export function newOrderId(random?: RandomBytes): string {
  return `ORD-${randomCode(orderIdLength, random)}`;
}

export function newInvoiceQueryId(random?: RandomBytes): string {
  return `inv_${randomCode(invoiceQueryIdLength, random)}`;
}

export function newInvoiceItemId(random?: RandomBytes): string {
  return `itm_${randomCode(invoiceItemIdLength, random)}`;
}
