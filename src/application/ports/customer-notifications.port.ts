/** The device's own notifications, which reach the customer while the shop is not on screen. */
export interface CustomerNotifications {
  /** Shows one when the customer allowed notifications; does nothing (and never fails) otherwise. */
  show(title: string, body: string): Promise<void>;
}
