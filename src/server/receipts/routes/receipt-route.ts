import { requestLanguage } from '../../i18n/server-language';
import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { invoiceParamsSchema } from '@/contract/orders/invoice.contract';
import { receiptMediaType, receiptQuerySchema } from '@/contract/payments/receipt.contract';
import { receiptFileName } from '@/domain/payments/receipt-file-name';
import { requireSession } from '../../shared/session/session-guard';
import { NotFoundError } from '../../http/not-found-error';
import { publicUrl } from '../../http/public-url';
import { parseParams, parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { toInvoiceDto } from '../../orders/index';
import { paidCardLastFour } from '../store/paid-card-last-four';
import { renderReceiptPdf } from '../pdf/render-receipt-pdf';
import type { ReceiptsContext } from '../receipts-context';
import { storeTimeZoneOf } from '../../catalogue/index';

/**
 * GET /api/v1/invoices/{id}/receipt: the invoice's receipt as a PDF download, named as the storefront saves
 * it (invoice-receipt-{date}.pdf). Only the owner gets it; another user's invoice reads as unknown.
 */
export function registerReceiptRoute(app: FastifyInstance, context: ReceiptsContext): void {
  app.get(
    `${walletApiV1}/invoices/:id/receipt`,
    withContract({
      summary: 'Download the receipt as a PDF',
      tags: ['orders'],
      session: true,
      params: invoiceParamsSchema,
      query: receiptQuerySchema,
      responseType: receiptMediaType,
    }),
    async (request, reply) => {
      const session = await requireSession(request, context.db, context.clock);
      const { id } = parseParams(invoiceParamsSchema, request.params);
      const { locale } = parseQuery(receiptQuerySchema, request.query);
      const record = await context.invoices.findOwned(session.userId, id);
      if (record === null) throw new NotFoundError(text('notFound.invoice', { id: id }));
      const issuedAt = context.clock();
      // The receipt's times and its file's date are on the store's clock.
      const timeZone = storeTimeZoneOf(record.company.timeZone);
      const invoice = toInvoiceDto(record, await context.qrDataUrl(record.invoice.queryId, publicUrl(request)));
      const cardLastFour = await paidCardLastFour(context.db, record.invoice.id);
      const pdf = await renderReceiptPdf(invoice, {
        storeName: record.company.shopName ?? record.company.name,
        ...(cardLastFour === undefined ? {} : { cardLastFour }),
        locale: locale ?? requestLanguage(request),
        issuedAt,
        timeZone,
      });
      return reply
        .header('content-type', receiptMediaType)
        .header('content-disposition', `attachment; filename="${receiptFileName(issuedAt, timeZone)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
