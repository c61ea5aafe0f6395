import { isSameOrigin } from '@/server/payments/same-origin';

const origin = 'http://127.0.0.1:4100';

describe('isSameOrigin', () => {
  it('accepts an absolute url on exactly the origin', () => {
    expect(isSameOrigin('http://127.0.0.1:4100/user/soneri-payment/success/inv_1/html', origin)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example/user/soneri-payment/success/inv_1/html'],
    ['another port', 'http://127.0.0.1:4101/x'],
    ['another scheme', 'https://127.0.0.1:4100/x'],
    ['a protocol-relative url', '//evil.example/x'],
    ['a relative path', '/user/soneri-payment/success/inv_1/html'],
    ['a script url', 'javascript:alert(1)'],
    ['credentials that hide another host', 'http://127.0.0.1:4100@evil.example/x'],
  ])('refuses %s', (_case, url) => {
    expect(isSameOrigin(url, origin)).toBe(false);
  });
});
