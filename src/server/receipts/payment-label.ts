import { isPaymentMethod, type PaymentMethod } from '@/domain/payments/payment-method';
import { cardLastFour } from './card-last-four';
import type { ReceiptLabels } from './receipt-labels';

type PaymentKind = 'cash' | 'card' | 'bank' | 'mobile';

const paymentKinds: Readonly<Record<PaymentMethod, PaymentKind>> = {
  CASH: 'cash',
  NEST_MOBILE_PAY: 'mobile',
  NEST_CARD_PAY: 'card',
  STRIPE: 'card',
  PAYMENT_BY_CARD_BANK_ALFALAH: 'card',
  PAYMENT_BY_SONERI: 'bank',
};

/**
 * How the order was paid, in words: "Kortti •••• 1234". A card shows its last four digits only when given;
 * a method the domain does not know is printed as its code rather than guessed.
 */
export function paymentLabel(paymentType: string, labels: ReceiptLabels, card?: string): string {
  if (!isPaymentMethod(paymentType)) return paymentType;
  const kind = paymentKinds[paymentType];
  if (kind === 'cash') return labels.cash;
  if (kind === 'bank') return labels.bank;
  if (kind === 'mobile') return 'MobilePay';
  const lastFour = cardLastFour(card);
  return lastFour === null ? labels.card : `${labels.card} \u2022\u2022\u2022\u2022 ${lastFour}`;
}
