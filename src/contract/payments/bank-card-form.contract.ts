import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { cardFormFields } from './card-form-fields';

/** Path of GET /api/v1/users/{userId}/add_card: the user's query id, which must be the session's own. */
export const addCardParamsSchema = z.object({
  userId: nonEmptyText(200),
});

/** The spec's bank card form details: the page the storefront frames. */
export const addCardResponseSchema = z.object({
  url: nonEmptyText(2_000),
});

export type AddCardResponse = z.infer<typeof addCardResponseSchema>;

/** The longest bank session id, as its pattern allows. */
const bankSessionIdMaxLength = 100;

/** The bank's session id the form hands back as `s`: letters, digits and dashes only, so it is safe in a page. */
export const bankSessionIdSchema = z
  .string()
  .check(
    z.maxLength(bankSessionIdMaxLength, { abort: true }),
    z.regex(/^[A-Za-z0-9-]{8,100}$/, 'must be a bank session id'),
  );

/** The card token the form hands back as `cn`: card_ and 32 hex digits, so it is safe in a page. */
export const bankCardTokenSchema = z
  .string()
  .check(z.maxLength('card_'.length + 32, { abort: true }), z.regex(/^card_[0-9a-f]{32}$/, 'must be a card token'));

/** Query of the sandbox card form page. */
export const bankCardFormQuerySchema = z.object({
  s: bankSessionIdSchema,
});

/** The card form's post: its session and the card as typed. */
export const bankCardFormSubmitSchema = z.object({
  s: bankSessionIdSchema,
  ...cardFormFields,
});

export type BankCardFormSubmit = z.infer<typeof bankCardFormSubmitSchema>;
