import type { MerchantNotifier } from '@/application/ports/merchant-notifier.port';
import type { MerchantNotification } from '@/domain/payments/payment-success';
import { paymentNotificationModuleCode } from '@/domain/payments/payment-success';
import {
  merchantNotificationResponseSchema,
  type MerchantNotificationRequest,
} from '@/contract/orders/merchant-notification.contract';
import { orderPaths } from '@/contract/orders/order-paths';
import type { HttpClient } from '../http/http-client';

/** The module names the merchant service files a paid-order notification under. */
const orderModule = { module: 'order', subModule: 'payment' } as const;

/** Notifications to a merchant's devices, through the wallet service. */
export class HttpMerchantNotifier implements MerchantNotifier {
  constructor(private readonly http: HttpClient) {}

  async notify(notification: MerchantNotification): Promise<void> {
    const body: MerchantNotificationRequest = {
      ...orderModule,
      moduleCode: paymentNotificationModuleCode,
      merchantQueryId: notification.merchantQueryId,
      queryId: notification.queryId,
    };
    await this.http.post(orderPaths.merchantNotification, body, merchantNotificationResponseSchema);
  }
}
