import type { BankPaymentParams } from '@/domain/payment/bank-payment';
import type { PaymentInitiation } from '@/domain/payment/payment-initiation';

/** The payment providers an invoice can be paid through. */
export interface PaymentGateway {
  /**
   * Opens the named bank's login page in a new tab with these query fields (see `bankPaymentQuery`);
   * the bank sends the customer back to `params.redirectUrl`.
   */
  openBankPayment(params: BankPaymentParams): Promise<void>;

  /**
   * Starts a card or mobile payment with the provider of `initiation.paymentMethod`; the provider's
   * confirmation arrives later as a payment status message.
   * @throws AppError when the provider refuses or cannot be reached.
   */
  initiate(initiation: PaymentInitiation): Promise<void>;
}
