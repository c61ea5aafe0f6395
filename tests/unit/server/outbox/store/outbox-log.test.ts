import type { ServerDatabase } from '@/server/db/database';
import { Outbox } from '@/server/outbox/store/outbox';

/** A database that keeps what the outbox inserts, so the test sees the message was kept. */
function keepingDatabase() {
  const kept: unknown[] = [];
  const db = { insert: () => ({ values: async (row: unknown) => void kept.push(row) }) };
  return { db: db as unknown as ServerDatabase, kept };
}

describe('the sandbox outbox', () => {
  it('keeps the whole message but logs only its channel, recipient and subject, never a code in its text', async () => {
    const { db, kept } = keepingDatabase();
    const lines: string[] = [];
    const outbox = new Outbox(db, { info: (line: string) => void lines.push(line) }, () => 0);
    await outbox.send({
      channel: 'sms',
      recipient: '+358401234567',
      subject: 'Sign-up code',
      body: 'Your sign-up code is 482913. It is valid for 5 minutes.',
    });
    expect(kept).toHaveLength(1);
    expect(lines).toEqual(['outbox sms to +358401234567: Sign-up code (its text is at /dev/outbox)']);
    expect(lines.join('\n')).not.toContain('482913');
  });
});
