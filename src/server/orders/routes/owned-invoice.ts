import { text } from '../../i18n/localized';
import type { FastifyRequest } from 'fastify';
import { invoiceParamsSchema } from '@/contract/orders/invoice.contract';
import type { InvoiceDto } from '@/contract/orders/invoice.contract';
import { requireSession } from '../../shared/session/session-guard';
import type { SessionUser } from '../../shared/session/session-store';
import { NotFoundError } from '../../http/not-found-error';
import { publicUrl } from '../../http/public-url';
import { parseParams } from '../../http/parse-request';
import type { OrdersContext } from '../orders-context';
import { toInvoiceDto } from '../store/invoice-dto';
import type { InvoiceRecord } from '../store/invoice-records';

/**
 * The session's user and the invoice the path names. Another user's invoice reads exactly like one that
 * does not exist, so no invoice is reachable by guessing its id.
 * @throws SessionExpiredError (401) without a valid session, NotFoundError (404) for an invoice not the user's.
 */
export async function ownedInvoice(
  request: FastifyRequest,
  context: OrdersContext,
): Promise<{ session: SessionUser; record: InvoiceRecord }> {
  const session = await requireSession(request, context.db, context.clock);
  const { id } = parseParams(invoiceParamsSchema, request.params);
  const record = await context.invoices.findOwned(session.userId, id);
  if (record === null) throw new NotFoundError(text('notFound.invoice', { id: id }));
  return { session, record };
}

/** The storefront's address: where the QR code's order page lives. */
export function storefrontBaseUrl(request: FastifyRequest): string {
  return publicUrl(request);
}

/** The answer's invoice, with the QR code that opens the order on the storefront the request came through. */
export async function invoiceAnswer(
  context: OrdersContext,
  request: FastifyRequest,
  record: InvoiceRecord,
): Promise<InvoiceDto> {
  return toInvoiceDto(record, await context.qrDataUrl(record.invoice.queryId, storefrontBaseUrl(request)));
}
