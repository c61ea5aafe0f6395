import type * as z from 'zod/mini';
import { accountSignInResponseSchema, staffSignInBodySchema } from '../merchant/staff-sign-in.contract';

/**
 * Body of POST /merchant/v1/transport/sign_in: the merchant username and password transport mode is configured
 * with. The transport account is a staff account of a store, so the body is the staff sign-in's.
 */
export const transportSignInBodySchema = staffSignInBodySchema;

/**
 * Answer of a transport sign-in. The token goes with every zapp_go call, as `Authorization: Bearer {token}` like
 * every merchant call, or in the wallet's session header; a missing, unknown or expired one answers 419.
 */
export const transportSignInResponseSchema = accountSignInResponseSchema;

export type TransportSignInBody = z.input<typeof transportSignInBodySchema>;
export type TransportSignInResponse = z.infer<typeof transportSignInResponseSchema>;
