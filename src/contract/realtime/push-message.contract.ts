import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';

/**
 * The spec's push message, as a push service or the app's service worker posts it to the page. Codes arrive as
 * numbers from some senders and as text from others (push data is text), so both are accepted.
 */
export const pushMessageSchema = z.object({
  module_code: z.union([nonEmptyText(64), z.int()]),
  module_type: nonEmptyText(64),
  query_id: nonEmptyText(200),
  /**
   * The order's new status and store, which the storefront's own service worker adds from the push it received
   * (src/app/service-worker.ts): with them the page applies the change without asking the server again.
   */
  status: z.optional(nonEmptyText(64)),
  merchant_query_id: z.optional(nonEmptyText(200)),
});

export type PushMessageDto = z.infer<typeof pushMessageSchema>;
