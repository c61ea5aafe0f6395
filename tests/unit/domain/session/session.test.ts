import { deviceIdForSignIn, fallbackDeviceId } from '@/domain/session/session';

describe('deviceIdForSignIn', () => {
  it.each([
    ['device-42', 'device-42'],
    [' device-42 ', 'device-42'],
    ['', '123'],
    ['   ', '123'],
  ])('%j signs in as %j', (deviceId, expected) => {
    expect(deviceIdForSignIn(deviceId)).toBe(expected);
  });

  it("falls back to the request layer's device id 123", () => {
    expect(fallbackDeviceId).toBe('123');
  });
});
