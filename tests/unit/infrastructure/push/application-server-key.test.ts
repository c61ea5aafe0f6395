import { applicationServerKeyFrom } from '@/infrastructure/push/application-server-key';

describe('applicationServerKeyFrom', () => {
  it('decodes base64url, with or without padding', () => {
    expect([...(applicationServerKeyFrom('-_8') ?? [])]).toEqual([0xfb, 0xff]);
    expect([...(applicationServerKeyFrom('AQID') ?? [])]).toEqual([1, 2, 3]);
    expect([...(applicationServerKeyFrom('AQI=') ?? [])]).toEqual([1, 2]);
  });

  it.each(['', '   ', 'has spaces in it', 'plus+and/slash', 'A'])('refuses %p', (text) => {
    expect(applicationServerKeyFrom(text)).toBeNull();
  });
});
