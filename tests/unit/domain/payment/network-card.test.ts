import {
  isNetworkCardPaymentSuccess,
  networkCardTerminalHost,
  opensNetworkCardTerminal,
  type NetworkCardInit,
} from '@/domain/payment/network-card';

const hosts = { test: 'https://test.terminal.example', configured: 'https://terminal.example' };

describe('networkCardTerminalHost', () => {
  it.each([
    ['TEST', hosts.test],
    ['12345', hosts.configured],
    ['test', hosts.configured],
    ['', hosts.configured],
    [null, hosts.configured],
  ])('merchantIdDev %p opens %s', (merchantIdDev, expected) => {
    expect(networkCardTerminalHost({ merchantIdDev }, hosts)).toBe(expected);
  });
});

describe('opensNetworkCardTerminal', () => {
  const init: NetworkCardInit = { transactionId: 'T1', merchantId: 'M1', merchantIdDev: null, status: null };
  it.each<[Partial<NetworkCardInit>, boolean]>([
    [{}, true],
    [{ transactionId: null }, false],
    [{ merchantId: null }, false],
    [{ transactionId: ' ' }, false],
    [{ merchantId: '' }, false],
  ])('init with %p opens the terminal: %p', (overrides, expected) => {
    expect(opensNetworkCardTerminal({ ...init, ...overrides })).toBe(expected);
  });
});

describe('isNetworkCardPaymentSuccess', () => {
  it.each([
    ['SSE_NETS_PAYMENT_SUCCESSFULL', true],
    ['SSE_NETS_PAYMENT_SUCCESSFUL', false],
    ['sse_nets_payment_successfull', false],
    ['order_confirmed', false],
  ])('status %s is a success: %p', (status, expected) => {
    expect(isNetworkCardPaymentSuccess({ status })).toBe(expected);
  });
});
