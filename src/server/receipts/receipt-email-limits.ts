import type { Clock } from '../shared/clock';

/** How many receipt mails an invoice may cause in an hour: a typo and a second address, with room to spare. */
export const receiptMailsPerInvoicePerHour = 3;
/** How many receipt mails one session may send in an hour, whatever the invoices. */
export const receiptMailsPerSessionPerHour = 10;

const hourMs = 60 * 60 * 1000;

/**
 * The receipt mail's rate limits, counted in this process's memory: a restart forgets them, and each instance
 * of a multi-instance host counts its own (the limits then hold per instance). The mail itself is the server's
 * own receipt to the owner's typed address, so the limit only stops it being used to flood a mailbox.
 */
export class ReceiptEmailLimits {
  private readonly sentAt = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  /**
   * Counts a mail for the session and the invoice if both are under their limits.
   * @returns 0 when it may be sent, else the milliseconds until it may.
   */
  take(sessionKey: string, invoiceKey: string): number {
    const now = this.clock();
    const keys: [string, number][] = [
      [`session:${sessionKey}`, receiptMailsPerSessionPerHour],
      [`invoice:${invoiceKey}`, receiptMailsPerInvoicePerHour],
    ];
    const waits = keys.map(([key, limit]) => {
      const recent = (this.sentAt.get(key) ?? []).filter((time) => time > now - hourMs);
      this.sentAt.set(key, recent);
      return recent.length < limit ? 0 : recent[0]! + hourMs - now;
    });
    const wait = Math.max(...waits);
    if (wait === 0) for (const [key] of keys) this.sentAt.get(key)!.push(now);
    this.forgetIdle(now);
    return wait;
  }

  /** Keeps memory bounded by the last hour's senders. */
  private forgetIdle(now: number): void {
    for (const [key, times] of this.sentAt) {
      if (times.every((time) => time <= now - hourMs)) this.sentAt.delete(key);
    }
  }
}
