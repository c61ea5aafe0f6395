import type { FastifyBaseLogger } from 'fastify';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { OutboxMessageDto } from '@/contract/accounts/outbox.contract';
import type { ServerDatabase } from '../../db/database';
import { outbox } from '../outbox-schema';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
}

/**
 * The sandbox's stand-in for an SMS and mail provider: a message is kept in the outbox table, where a developer
 * reads a one-time password without a phone (/dev/outbox). The log says only that a message went out: its body
 * carries codes and confirmation links, and a log is read by more people than the outbox is.
 * Other modules (receipt emails) send through the same class.
 */
export class Outbox {
  constructor(
    private readonly db: ServerDatabase,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
    private readonly clock: () => number = Date.now,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outbox).values({ ...message, createdAt: new Date(this.clock()) });
    this.log.info(`outbox ${message.channel} to ${message.recipient}: ${message.subject} (its text is at /dev/outbox)`);
  }

  /** The newest messages first, optionally only those to one recipient. */
  async newest(limit: number, recipient?: string): Promise<OutboxMessageDto[]> {
    const filter: SQL | undefined = recipient === undefined ? undefined : eq(outbox.recipient, recipient);
    const rows = await this.db.select().from(outbox).where(filter).orderBy(desc(outbox.id)).limit(limit);
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel === 'email' ? 'email' : 'sms',
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      created_at: row.createdAt.toISOString(),
    }));
  }
}
