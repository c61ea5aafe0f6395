/** A message posted to the storefront while the bank card form is open in its frame. */
export interface BankCardFormMessage {
  readonly origin: string;
  readonly data: unknown;
}

/** What the bank card form hands back once the card is accepted. */
export interface BankCardCredentials {
  /** `s`: the bank's session, which settles the invoice on the card channel. */
  readonly sessionId: string;
  /** `cn`: the card token. */
  readonly cardToken: string;
}

/** The origin a browser stamps on messages from a page at `url`; null when it has none a message could match. */
export function formOrigin(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function fieldsOf(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      return fieldsOf(JSON.parse(data) as unknown);
    } catch {
      return null;
    }
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

function nonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The card from a bank card form message, or null when the message must be ignored: any other page may post
 * to the storefront, so only the form's own origin counts, and only a message carrying both `s` and `cn`.
 * Forms post either an object or its JSON text.
 */
export function bankCardCredentials(message: BankCardFormMessage, formUrl: string): BankCardCredentials | null {
  const expected = formOrigin(formUrl);
  if (expected === null || message.origin !== expected) return null;
  const fields = fieldsOf(message.data);
  if (!fields || !nonEmptyText(fields.s) || !nonEmptyText(fields.cn)) return null;
  return { sessionId: fields.s, cardToken: fields.cn };
}

export function acceptsBankCardFormMessage(message: BankCardFormMessage, formUrl: string): boolean {
  return bankCardCredentials(message, formUrl) !== null;
}
