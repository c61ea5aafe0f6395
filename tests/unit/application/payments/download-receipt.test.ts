import { createDownloadReceipt } from '@/application/payments/download-receipt.use-case';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { RecordingInvoicePayments } from '../../../support/fakes/recording-invoice-payments';

describe('DownloadReceipt', () => {
  it.each([
    ['2026-06-15T20:59:00Z', 'Europe/Helsinki', 'invoice-receipt-2026-06-15.pdf'],
    ['2026-06-15T21:00:00Z', 'Europe/Helsinki', 'invoice-receipt-2026-06-16.pdf'],
    ['2026-06-15T21:00:00Z', 'Asia/Karachi', 'invoice-receipt-2026-06-16.pdf'],
    ['2026-06-15T18:59:00Z', 'Asia/Karachi', 'invoice-receipt-2026-06-15.pdf'],
  ])('at %s in %s saves the receipt as %s', async (now, timeZone, fileName) => {
    const invoicePayments = new RecordingInvoicePayments();
    const download = createDownloadReceipt({ invoicePayments, clock: new FixedClock(Date.parse(now)), timeZone });
    expect(await download('inv-9')).toEqual({ fileName });
    expect(invoicePayments.savedReceipts).toEqual([{ invoiceQueryId: 'inv-9', fileName }]);
  });
});
