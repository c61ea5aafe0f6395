import { boundedText, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { paymentNotificationModuleCode } from '@/domain/payments/payment-success';

/** Body of POST /api/v1/user/send/notification/merchant: tells a merchant that an invoice was paid. */
export const merchantNotificationRequestSchema = z.object({
  module: nonEmptyText(100),
  subModule: nonEmptyText(100),
  moduleCode: z.literal(paymentNotificationModuleCode),
  merchantQueryId: nonEmptyText(100),
  queryId: nonEmptyText(100),
});

export const merchantNotificationResponseSchema = z.object({
  message: boundedText(textLimits.message),
});

export type MerchantNotificationRequest = z.infer<typeof merchantNotificationRequestSchema>;
export type MerchantNotificationResponse = z.infer<typeof merchantNotificationResponseSchema>;
