import * as z from 'zod/mini';
import {
  carTypeValueLength,
  carTypeValuePattern,
  carTypeValueRule,
  largestCarTypeCount,
} from '@/domain/transport/car-type';

/** Money in whole minor units (cents), at most 10 000.00. */
const minorUnits = () => z.int().check(z.minimum(0), z.maximum(1_000_000));

/**
 * What the server asks more of a host's car types than the storefront does, before it prices rides by them:
 * values it can take in a query and store, each once, and fares in whole non-negative minor units. (The
 * storefront's own schema stays lean, as it is part of the first download.)
 */
export const carTypesSchema = z
  .array(
    z.looseObject({
      value: z.string().check(z.maxLength(carTypeValueLength), z.regex(carTypeValuePattern, carTypeValueRule)),
      title: z.string(),
      fare: z.strictObject({ startingPrice: minorUnits(), perKm: minorUnits() }),
    }),
  )
  .check(
    z.minLength(1, 'must name at least one car type'),
    z.maxLength(largestCarTypeCount, `must name at most ${largestCarTypeCount} car types`),
    z.refine((cars) => new Set(cars.map((car) => car.value)).size === cars.length, {
      message: 'each car type value may appear only once',
    }),
  );
