/**
 * The log-in, sign-up and forgot-PIN use cases with the rules they apply: one chunk with the account screens
 * and the login dialog (`accounts`), loaded on the first account call rather than with the first page.
 */
export { createForgotPin } from '@/application/auth/forgot-pin.use-case';
export { createLogIn } from '@/application/auth/log-in.use-case';
export { createSignUp } from '@/application/auth/sign-up.use-case';
