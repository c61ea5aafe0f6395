import * as z from 'zod/mini';
import { decimalFromMoney, largestDecimalMoney, minorUnitsPerMajorUnit } from '@/domain/pricing/money';

/** The largest decimal that still names one amount of cents: a number limit, not a business one. */
const largestMajorUnits = decimalFromMoney(largestDecimalMoney);

/** A malformed decimal is the answer's fault already; comparing it with cents would only name it twice. */
const stop = { abort: true };

/**
 * The spec's payble_amount: a decimal number of major units (14.9 for 14,90 €), never negative, with at most two
 * decimals. It is read only to be checked against cents, the integer the product keeps.
 */
export const decimalAmount = () =>
  z
    .number()
    .check(z.minimum(0, stop), z.maximum(largestMajorUnits, stop), z.multipleOf(1 / minorUnitsPerMajorUnit, stop));

interface StatedTwice {
  readonly payble_amount: number;
  readonly cents: number;
}

/**
 * payble_amount and cents state one amount twice, as the spec's invoice does; an answer where the decimal is not
 * the cents is refused (naming payble_amount), so neither side can be misread by a factor of 100.
 */
export const amountsAgree = () =>
  z.refine<StatedTwice>((amount) => decimalFromMoney(amount.cents) === amount.payble_amount, {
    path: ['payble_amount'],
    message: 'must be cents / 100',
  });
