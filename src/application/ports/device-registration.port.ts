/** The customer's device as the wallet service knows it, so order updates can be pushed to it. */
export interface DeviceRegistration {
  /**
   * Registers this device's uuid and push token for the signed-in customer.
   * @throws AppError when the wallet service cannot be reached.
   */
  register(): Promise<void>;
}
