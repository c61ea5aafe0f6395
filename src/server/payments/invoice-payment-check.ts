import type { LocalizedDetail } from '../http/bad-request-error';
import { text } from '../i18n/localized';
import type { Money } from '@/domain/pricing/money';
import { transactionId } from '@/domain/payments/payment-initiation';

/** The invoice fields a payment request is checked against; its own prices, never the request's. */
export interface PayableFacts {
  readonly shortOrderId: string;
  /** In cents. */
  readonly payable: Money;
  readonly merchantQueryId: string;
}

/** What a payment request claims about the invoice it pays; a field left out is not checked. */
export interface PaymentClaim {
  readonly orderNumber?: string;
  readonly amount?: Money;
  readonly transactionId?: string;
  readonly merchantQueryId?: string;
}

/**
 * Every field of the claim that disagrees with the invoice, named as the request named it. A client that
 * computed a different amount (a stale cart, a tampered query) is refused rather than charged its own figure.
 */
export function paymentClaimMismatches(facts: PayableFacts, claim: PaymentClaim): LocalizedDetail[] {
  const mismatches: LocalizedDetail[] = [];
  if (claim.orderNumber !== undefined && claim.orderNumber !== facts.shortOrderId) {
    mismatches.push({ field: 'orderNumber', message: text('payment.mustBeShortOrderId') });
  }
  if (claim.amount !== undefined && claim.amount !== facts.payable) {
    mismatches.push({ field: 'amount', message: text('payment.mustBePayable', { amount: facts.payable }) });
  }
  if (claim.transactionId !== undefined && claim.transactionId !== transactionId(facts.shortOrderId, facts.payable)) {
    mismatches.push({ field: 'transactionId', message: text('payment.mustBeTransactionId') });
  }
  if (claim.merchantQueryId !== undefined && claim.merchantQueryId !== facts.merchantQueryId) {
    mismatches.push({ field: 'merchantQueryId', message: text('payment.mustBeStore') });
  }
  return mismatches;
}

export function payableFacts(
  invoice: { shortOrderId: string; payable: number },
  merchantQueryId: string,
): PayableFacts {
  return { shortOrderId: invoice.shortOrderId, payable: invoice.payable, merchantQueryId };
}
