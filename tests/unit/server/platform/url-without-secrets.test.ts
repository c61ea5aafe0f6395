import { urlWithoutSecrets } from '@/server/platform/url-without-secrets';

describe('urlWithoutSecrets', () => {
  it.each([
    ['/api/v1/products', '/api/v1/products'],
    ['/api/v1/products?page=2', '/api/v1/products?page=2'],
    [
      '/api/v1/user/sse?x-p3-mwallet-session-token=abc&x-udid=d_1',
      '/api/v1/user/sse?x-p3-mwallet-session-token=[redacted]&x-udid=d_1',
    ],
    ['/sse?x-udid=d&X-P3-MWALLET-SESSION-TOKEN=abc', '/sse?x-udid=d&X-P3-MWALLET-SESSION-TOKEN=[redacted]'],
    ['/sse?x%2Dp3%2Dmwallet%2Dsession%2Dtoken=abc', '/sse?x%2Dp3%2Dmwallet%2Dsession%2Dtoken=[redacted]'],
    [
      '/sse?x-p3-mwallet-session-token=a&x-p3-mwallet-session-token=b',
      '/sse?x-p3-mwallet-session-token=[redacted]&x-p3-mwallet-session-token=[redacted]',
    ],
    ['/sse?x-p3-mwallet-session-token', '/sse?x-p3-mwallet-session-token=[redacted]'],
    ['/sse?%E0%A4%A=1&x-udid=2', '/sse?%E0%A4%A=1&x-udid=2'],
  ])('%s is logged as %s', (url, logged) => {
    expect(urlWithoutSecrets(url)).toBe(logged);
  });
});
