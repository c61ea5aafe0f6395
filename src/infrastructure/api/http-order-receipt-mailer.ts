import type { ReceiptEmail, ReceiptMailer } from '@/application/ports/receipt-mailer.port';
import { orderPaths } from '@/contract/orders/order-paths';
import { receiptEmailResponseSchema } from '@/contract/orders/receipt-email.contract';
import type { HttpClient } from '../http/http-client';

/** The receipt e-mail through the wallet service's mail call (POST email/send), which writes the mail itself. */
export class HttpOrderReceiptMailer implements ReceiptMailer {
  constructor(private readonly walletV1: HttpClient) {}

  async send(email: ReceiptEmail): Promise<void> {
    await this.walletV1.post(
      orderPaths.emailSend,
      {
        toEmail: email.toEmail,
        invoiceQueryId: email.invoiceQueryId,
        locale: email.locale,
        // The mail service takes only is{Name} flags beside the text; consent travels as one.
        isMarketingConsent: email.marketingConsent,
      },
      receiptEmailResponseSchema,
    );
  }
}
