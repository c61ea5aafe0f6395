/** The merchant service's module code for "an order was paid". */
export const paymentNotificationModuleCode = 9017;

/** A paid invoice, from whichever channel reported it (return page, real-time stream, push message). */
export interface PaymentSuccess {
  readonly invoiceQueryId: string;
  readonly merchantQueryId: string;
  readonly tradeTypeId: number | null;
}

/**
 * The notification that tells the merchant a paid order is waiting. The wire payload's module and
 * subModule names are fixed by the merchant service and added by its adapter.
 */
export interface MerchantNotification {
  readonly moduleCode: number;
  readonly merchantQueryId: string;
  readonly queryId: string;
}

export function paymentReceivedNotification(success: PaymentSuccess): MerchantNotification {
  return {
    moduleCode: paymentNotificationModuleCode,
    merchantQueryId: success.merchantQueryId,
    queryId: success.invoiceQueryId,
  };
}

/** The order confirmation page the customer lands on after paying. */
export function paymentSuccessPath(success: Pick<PaymentSuccess, 'invoiceQueryId' | 'tradeTypeId'>): string {
  const page = `/checkout/payment-success/${encodeURIComponent(success.invoiceQueryId)}`;
  return success.tradeTypeId === null ? page : `${page}?trade_type_id=${success.tradeTypeId}`;
}

/**
 * The first segment of an order's short address, `/o/{invoiceQueryId}`: what the order's QR code holds (a short
 * text gives a smaller code, cheaper to draw and easier to scan), and the route that opens the order's confirmation
 * with its details. One definition, so the code the server draws and the browser's route cannot drift apart.
 */
export const orderShortPathSegment = 'o';

/** The order's short address, its id escaped so it cannot change the path or add a query. */
export function orderShortPath(invoiceQueryId: string): string {
  return `/${orderShortPathSegment}/${encodeURIComponent(invoiceQueryId)}`;
}

/** What the customer is told about a payment, as stable codes. */
export type PaymentNotice = 'PAYMENT_SUCCESSFUL';
