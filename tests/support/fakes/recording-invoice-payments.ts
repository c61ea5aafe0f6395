import type { InvoicePayments } from '@/application/ports/invoice-payments.port';
import type { InvoiceResubmission } from '@/domain/payment/invoice-resubmission';
import type { EffectJournal } from './effect-journal';

/** Invoice calls that remember every re-submission and every saved receipt. */
export class RecordingInvoicePayments implements InvoicePayments {
  readonly resubmissions: InvoiceResubmission[] = [];
  readonly savedReceipts: { invoiceQueryId: string; fileName: string }[] = [];

  constructor(private readonly journal: EffectJournal = []) {}

  async resubmit(resubmission: InvoiceResubmission): Promise<void> {
    this.journal.push('resubmit invoice');
    this.resubmissions.push(resubmission);
  }

  async saveReceipt(invoiceQueryId: string, fileName: string): Promise<void> {
    this.journal.push('save receipt');
    this.savedReceipts.push({ invoiceQueryId, fileName });
  }
}
