import type { MerchantNotifier } from '@/application/ports/merchant-notifier.port';
import type { MerchantNotification } from '@/domain/payments/payment-success';
import type { EffectJournal } from './effect-journal';

/** A merchant notifier that remembers its notifications, and can be told to fail. */
export class RecordingMerchantNotifier implements MerchantNotifier {
  readonly notifications: MerchantNotification[] = [];
  failing = false;

  constructor(private readonly journal: EffectJournal = []) {}

  async notify(notification: MerchantNotification): Promise<void> {
    this.journal.push('notify merchant');
    if (this.failing) throw new Error('merchant service unreachable');
    this.notifications.push(notification);
  }
}
