import { expect, type APIRequestContext } from '@playwright/test';
import { outboxResponseSchema } from '../../../src/contract/accounts/outbox.contract';

/** A number nobody has registered in this run's fresh data folder. */
export function freshNumber(): { typed: string; loginId: string } {
  const subscriber = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  return { typed: `345${subscriber}`, loginId: `+92345${subscriber}` };
}

/** The newest one-time password the sandbox "sent" to a number, read from the outbox. */
export async function latestOtp(request: APIRequestContext, loginId: string, subject: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/outbox?recipient=${encodeURIComponent(loginId)}&limit=5`);
      const { messages } = outboxResponseSchema.parse(await answer.json());
      const message = messages.find((candidate) => candidate.subject === subject);
      code = /\b(\d{4,8})\b/.exec(message?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}
