/**
 * The headers of the spec's request layer. The session token also travels as a query parameter of the
 * event stream, because EventSource cannot set headers.
 */
export const apiHeaders = {
  apiKey: 'x-api-key',
  deviceType: 'x-device-type',
  deviceId: 'x-udid',
  pushToken: 'x-push-token',
  sessionToken: 'x-p3-mwallet-session-token',
  /** The merchant service names its caller by user and merchant instead of a device. */
  merchantUserName: 'x-user-name',
  merchantName: 'x-merchant-name',
  /** The fixed position of the spec ("fixed latitude and longitude headers are sent"), in decimal degrees. */
  latitude: 'x-latitude',
  longitude: 'x-longitude',
} as const;
