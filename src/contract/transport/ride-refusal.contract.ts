import * as z from 'zod/mini';
import { rideStatuses } from './ride-kinds';

/**
 * Why a rider search was not cancelled: a rider is already on the way, or the search was cancelled before.
 * Answered 400 with the ride's status as it now is.
 */
export const cancelRefusalCodes = ['RIDER_ALREADY_ASSIGNED', 'ALREADY_CANCELLED'] as const;

export const cancelRefusalBodySchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.enum(cancelRefusalCodes),
    current_status: z.enum(rideStatuses),
  }),
});

export type CancelRefusalCode = (typeof cancelRefusalCodes)[number];
export type CancelRefusalBody = z.infer<typeof cancelRefusalBodySchema>;
