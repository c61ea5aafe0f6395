import * as z from 'zod/mini';

/** Building blocks the contract's schemas share. */
export const nonEmptyText = (max = 10_000) => z.string().check(z.minLength(1), z.maxLength(max));
export const count = () => z.int().check(z.minimum(0));
/** Integer minor units (cents), never negative. */
export const money = () => z.int().check(z.minimum(0));
export const latitude = () => z.number().check(z.minimum(-90), z.maximum(90));
export const longitude = () => z.number().check(z.minimum(-180), z.maximum(180));

/** A whole number in a query string, which arrives as text. */
export const queryInt = (min: number, max: number) =>
  z.coerce.number().check(z.multipleOf(1), z.minimum(min), z.maximum(max));
