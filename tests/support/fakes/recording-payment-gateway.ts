import type { PaymentGateway } from '@/application/ports/payment-gateway.port';
import type { BankPaymentParams } from '@/domain/payment/bank-payment';
import type { PaymentInitiation } from '@/domain/payment/payment-initiation';
import type { EffectJournal } from './effect-journal';

/** A payment gateway that remembers what it was asked to open or start. */
export class RecordingPaymentGateway implements PaymentGateway {
  readonly bankPayments: BankPaymentParams[] = [];
  readonly initiations: PaymentInitiation[] = [];

  constructor(private readonly journal: EffectJournal = []) {}

  async openBankPayment(params: BankPaymentParams): Promise<void> {
    this.journal.push('open bank payment');
    this.bankPayments.push(params);
  }

  async initiate(initiation: PaymentInitiation): Promise<void> {
    this.journal.push('initiate payment');
    this.initiations.push(initiation);
  }
}
