import { urlWithoutSecrets } from '@/server/platform/url-without-secrets';

describe('urlWithoutSecrets', () => {
  it.each([
    ['/api/v1/products', '/api/v1/products'],
    ['/api/v1/products?page=2', '/api/v1/products?page=2'],
    [
      '/api/v1/user/sse?x-p3-mwallet-session-token=abc&x-udid=d_1',
      '/api/v1/user/sse?x-p3-mwallet-session-token=[redacted]&x-udid=[redacted]',
    ],
    // The event stream logs no query value at all, whatever the names.
    ['/api/v1/user/sse?tkn=abc&x-udid=d_1', '/api/v1/user/sse?tkn=[redacted]&x-udid=[redacted]'],
    // Misspelt and other secret-sounding names.
    [
      '/api/v1/companies?x-p3-mwallet-sesion-token=abc&page=2',
      '/api/v1/companies?x-p3-mwallet-sesion-token=[redacted]&page=2',
    ],
    ['/api/v1/companies?sessionToken=abc', '/api/v1/companies?sessionToken=[redacted]'],
    ['/api/v1/companies?access_key=abc', '/api/v1/companies?access_key=[redacted]'],
    // A value that looks like a token, under any name.
    ['/api/v1/companies?t=Zx3kQ9vR2mT8yL1pW5nB7cD4fG6hJ0aS2eU8iO3qK9w', '/api/v1/companies?t=[redacted]'],
    ['/api/v1/companies?id=9d5e2c71-4b7a-4c1e-9f3a-2b8d6e0c1a57', '/api/v1/companies?id=[redacted]'],
    ['/api/v1/companies?organization_query_id=sataman-helmi', '/api/v1/companies?organization_query_id=sataman-helmi'],
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
