/** The server's list of browsers to push an order's status changes to. */
export interface PushSubscriptionRegistry {
  /**
   * Hands the server this browser's push token (a Web Push subscription's JSON) for the session's user.
   * @throws AppError when the server cannot be reached or refuses it.
   */
  register(pushToken: string): Promise<void>;
}
