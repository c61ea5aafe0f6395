import * as z from 'zod/mini';

/**
 * The longest text of each kind the API takes or answers. The server refuses a longer one with 400 naming the field,
 * the browser's forms stop at the same length, and the OpenAPI document states it (the OWASP ruleset asks every
 * string for a bound). An answer's bound is never below the bound of the input it came from.
 */
export const textLimits = {
  /** An id or query id the server made (long random codes included). */
  id: 100,
  /** A short code: a voucher's, a status's, a currency's. */
  code: 64,
  /** A name or title: a product's, a store's, a person's. */
  name: 200,
  /** A phone number as typed, spaces and + included. */
  phone: 32,
  /** RFC 5321's longest address. */
  email: 254,
  /** A line of text: an address line, a note, an instruction. */
  line: 500,
  /** A description: a product's, a store's. */
  description: 5_000,
  /** A message the server writes for a person: an error, a notice, a mail's subject. */
  message: 2_000,
  /** A web address. */
  url: 2_048,
  /** An ISO 8601 date and time with its offset. */
  dateTime: 40,
} as const;

/** Text of at most `max` characters. */
export const boundedText = (max: number) => z.string().check(z.maxLength(max));
/** Building blocks the contract's schemas share. */
export const nonEmptyText = (max = 10_000) => z.string().check(z.minLength(1), z.maxLength(max));
/** An ISO 8601 date and time with its offset, as the server writes them. */
export const isoDateTime = () => z.iso.datetime({ offset: true }).check(z.maxLength(textLimits.dateTime));
/** A list of at most `max` items. */
export const boundedList = <T extends z.core.SomeType>(item: T, max: number) => z.array(item).check(z.maxLength(max));
export const count = () => z.int().check(z.minimum(0));
/** Integer minor units (cents), never negative. */
export const money = () => z.int().check(z.minimum(0));
export const latitude = () => z.number().check(z.minimum(-90), z.maximum(90));
export const longitude = () => z.number().check(z.minimum(-180), z.maximum(180));

/** A whole number in a query string, which arrives as text. */
export const queryInt = (min: number, max: number) =>
  z.coerce.number().check(z.multipleOf(1), z.minimum(min), z.maximum(max));
