import type { BankPaymentReturned } from './bank-payment-returned.use-case';
import type { FollowBankPayment } from './follow-bank-payment.use-case';
import type { PayByBankCard } from './pay-by-bank-card.use-case';
import type { StartBankPayment } from './start-bank-payment.use-case';
import type { StartFramedPayment } from './start-framed-payment.use-case';
import type { WatchCardPayment } from './watch-card-payment.use-case';

/** Card payments in a provider's page, the bank card form and the bank's redirect. */
export interface PaymentsFeature {
  readonly startFramedPayment: StartFramedPayment;
  readonly watchCardPayment: WatchCardPayment;
  readonly payByBankCard: PayByBankCard;
  readonly startBankPayment: StartBankPayment;
  readonly bankPaymentReturned: BankPaymentReturned;
  readonly followBankPayment: FollowBankPayment;
}
