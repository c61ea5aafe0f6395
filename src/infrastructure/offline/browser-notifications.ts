import type { CustomerNotifications } from '@/application/ports/customer-notifications.port';

/**
 * The device's notifications, shown only with the customer's permission (asked for elsewhere, after an order).
 * Through the app's service worker when it runs, which phones require; else as a page's own notification.
 */
export class BrowserNotifications implements CustomerNotifications {
  async show(title: string, body: string): Promise<void> {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    try {
      const registration = await globalThis.navigator.serviceWorker?.getRegistration();
      if (registration) await registration.showNotification(title, { body });
      else new Notification(title, { body });
    } catch {
      // A notification is a courtesy beside the message on screen: one that cannot be shown is not an error.
    }
  }
}
