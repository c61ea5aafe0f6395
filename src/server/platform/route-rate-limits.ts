import { walletApiV1, walletApiV2, merchantApiV1 } from '@/contract/api-paths';
import type { RouteRateLimit } from '../http/rate-limit';

const minute = 60_000;

/**
 * The per-client limits, by method and route as registered. Each is well above what one person does at a
 * keyboard (a sign-in a few times a minute, a code or two) and far below a script's guessing or mailing: the
 * wrong-PIN and wrong-password locks stop guessing one account; these stop one client trying many, or sending
 * codes, mails and uploads in bulk.
 */
export const routeRateLimits: Readonly<Record<string, RouteRateLimit>> = {
  // Sign-in: customer, store staff, transport.
  [`POST ${walletApiV1}/users/authenticate`]: { max: 30, windowMs: minute },
  [`POST ${merchantApiV1}/staff/sign_in`]: { max: 20, windowMs: minute },
  // Transport riders: each rider has tighter limits of its own (transport/rider-rate-limits.ts); these
  // stop one address signing in many devices or pricing and booking in bulk.
  [`POST ${merchantApiV1}/transport/sign_in`]: { max: 60, windowMs: minute },
  [`GET ${walletApiV1}/zapp_go/cablah_price`]: { max: 300, windowMs: minute },
  [`POST ${walletApiV1}/zapp_go/cablah_invoice`]: { max: 60, windowMs: minute },
  [`GET ${walletApiV1}/zapp_go/cancel_rider_search`]: { max: 60, windowMs: minute },
  // A guest sign-in makes a user per new device: a client may not make users in bulk.
  [`POST ${walletApiV2}/users/authenticate_anonymously`]: { max: 60, windowMs: minute },
  // A voucher check: a person types a code or two; 20 a minute is far below guessing codes.
  [`PUT ${walletApiV1}/invoices/:id/validate_voucher`]: { max: 20, windowMs: minute },
  // Sign-up and the routes that send a one-time password by SMS.
  [`POST ${walletApiV1}/users`]: { max: 10, windowMs: minute },
  [`PUT ${walletApiV1}/users/:userId/resend_otp`]: { max: 10, windowMs: minute },
  [`POST ${walletApiV1}/users/forgot_password`]: { max: 10, windowMs: minute },
  [`POST ${walletApiV1}/users/:userId/update_user`]: { max: 10, windowMs: minute },
  // The routes that check a one-time password.
  [`POST ${walletApiV1}/users/:userId/verify_mobile_otp`]: { max: 30, windowMs: minute },
  [`POST ${walletApiV1}/users/reset_password`]: { max: 30, windowMs: minute },
  // The receipt e-mail (its session is throttled too), and the application forms, whose files are written to disk.
  [`POST ${walletApiV1}/email/send`]: { max: 10, windowMs: minute },
  [`POST ${walletApiV1}/zapp_go/email/send`]: { max: 30, windowMs: minute },
  // The reference geocoder: a search per pause in a rider's typing, far below a script walking the gazetteer.
  'GET /geocoder/api': { max: 120, windowMs: minute },
  'GET /geocoder/reverse': { max: 60, windowMs: minute },
  // A store's product pictures, written to disk (each store also has a quota of bytes).
  [`POST ${merchantApiV1}/products/images`]: { max: 30, windowMs: minute },
  [`POST ${walletApiV1}/applications/merchant`]: { max: 5, windowMs: 10 * minute },
  [`POST ${walletApiV1}/applications/rider`]: { max: 5, windowMs: 10 * minute },
};

/**
 * Every other route of the API document: a person's busiest use (the console in a dinner rush, a customer paging a
 * menu) stays far below it, a script reading or writing in bulk does not. Counted per session on the routes that
 * need one, so a venue's customers behind one address are not counted together, and per address elsewhere.
 */
export const defaultRouteRateLimit: RouteRateLimit = { max: 1_200, windowMs: minute };
