import { walletApiV1, merchantApiV1 } from '@/contract/api-paths';

/** How many requests one client (IP address) may make to a route in a window. */
export interface RouteRateLimit {
  readonly max: number;
  readonly windowMs: number;
}

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
  [`POST ${merchantApiV1}/transport/sign_in`]: { max: 20, windowMs: minute },
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
  [`POST ${walletApiV1}/zapp_go/email/send`]: { max: 10, windowMs: minute },
  // A store's product pictures, written to disk (each store also has a quota of bytes).
  [`POST ${merchantApiV1}/products/images`]: { max: 30, windowMs: minute },
  [`POST ${walletApiV1}/applications/merchant`]: { max: 5, windowMs: 10 * minute },
  [`POST ${walletApiV1}/applications/rider`]: { max: 5, windowMs: 10 * minute },
};
