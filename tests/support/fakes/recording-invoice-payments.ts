import type { InvoicePayments } from '@/application/ports/invoice-payments.port';
import type { EffectJournal } from './effect-journal';

/** Receipt downloads that remember every saved receipt. */
export class RecordingInvoicePayments implements InvoicePayments {
  readonly savedReceipts: { invoiceQueryId: string; fileName: string }[] = [];

  constructor(private readonly journal: EffectJournal = []) {}

  async saveReceipt(invoiceQueryId: string, fileName: string): Promise<void> {
    this.journal.push('save receipt');
    this.savedReceipts.push({ invoiceQueryId, fileName });
  }
}
