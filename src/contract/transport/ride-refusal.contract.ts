import * as z from 'zod/mini';
import { rideStatuses } from './ride-kinds';
import { transportErrorCodes } from './transport-error-codes';

/**
 * Why a rider search was not cancelled: a rider is already on the way, or the search was cancelled before.
 * Answered 400 with the reason, its transport code and the ride's status as it now is.
 */
export const cancelRefusalCodes = ['RIDER_ALREADY_ASSIGNED', 'ALREADY_CANCELLED'] as const;

/** The transport code of each reason. */
export const cancelRefusalTransportCodes = {
  RIDER_ALREADY_ASSIGNED: transportErrorCodes.riderAlreadyAssigned,
  ALREADY_CANCELLED: transportErrorCodes.rideAlreadyCancelled,
} as const;

export const cancelRefusalBodySchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.union([
      z.literal(transportErrorCodes.riderAlreadyAssigned),
      z.literal(transportErrorCodes.rideAlreadyCancelled),
    ]),
    reason: z.enum(cancelRefusalCodes),
    current_status: z.enum(rideStatuses),
  }),
});

export type CancelRefusalCode = (typeof cancelRefusalCodes)[number];
export type CancelRefusalBody = z.infer<typeof cancelRefusalBodySchema>;
