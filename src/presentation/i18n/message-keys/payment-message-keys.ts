import type { PaymentMethod } from '@/domain/payments/payment-method';
import type { PaymentNotice } from '@/domain/payments/payment-success';

export const paymentNoticeMessageKeys: Record<PaymentNotice, string> = {
  PAYMENT_SUCCESSFUL: 'payment.networkCard.successful',
};

export const paymentMethodLabelKeys: Record<PaymentMethod, string> = {
  CASH: 'payment.method.CASH',
  NEST_MOBILE_PAY: 'payment.method.NEST_MOBILE_PAY',
  NEST_CARD_PAY: 'payment.method.NEST_CARD_PAY',
  STRIPE: 'payment.method.STRIPE',
  PAYMENT_BY_CARD_BANK_ALFALAH: 'payment.method.PAYMENT_BY_CARD_BANK_ALFALAH',
  PAYMENT_BY_SONERI: 'payment.method.PAYMENT_BY_SONERI',
};
