import type { CustomerNotifications } from '@/application/ports/customer-notifications.port';

/** The device's notifications, recorded instead of shown. */
export class RecordingCustomerNotifications implements CustomerNotifications {
  readonly shown: Array<{ readonly title: string; readonly body: string }> = [];

  async show(title: string, body: string): Promise<void> {
    this.shown.push({ title, body });
  }
}
