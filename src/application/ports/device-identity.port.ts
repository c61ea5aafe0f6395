/** Who this browser is to the wallet service: the device id it signs in and sends requests with. */
export interface DeviceIdentity {
  /**
   * This browser's id: a stored unique id (visitorId) joined with a browser fingerprint, made once and kept,
   * so the same browser is the same guest after a reload.
   */
  deviceId(): Promise<string>;
  /** The push token push messaging stored (FIREBASE_TOKEN), or null when there is none. */
  pushToken(): Promise<string | null>;
}
