import type { Localized } from '../i18n/localized';

/**
 * A refusal the client's reader sees: its words are written in the request's language when it is answered. The
 * Error's own message is the English text, for the log and for code that reads it. A refusal with a code of its
 * own (a transport code) carries it, and the error body repeats it as error.code.
 */
export class LocalizedError extends Error {
  constructor(
    readonly text: Localized,
    readonly code?: number,
  ) {
    super(text('en'));
  }
}
