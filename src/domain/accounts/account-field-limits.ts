/**
 * The longest values the account forms take, in a module of their own with no rule in it: the contract's schemas
 * state them too, and the first screen's sign-in answer should not bring the sign-up form's rules along.
 */

/** The PIN field takes up to 30 characters, since it also serves as the password field ("6 Digit Pin or password"). */
export const pinInputMaxLength = 30;

/** The longest one-time password the server takes; the codes it sends are far shorter. */
export const otpMaxLength = 20;

/** The longest name the profile keeps; the form stops there, so the server's refusal is never met. */
export const fullNameMaxLength = 200;

/** The e-mail a profile keeps. */
export const profileEmailMaxLength = 200;

/** A date of birth as yyyy-mm-dd. */
export const dobMaxLength = 10;
