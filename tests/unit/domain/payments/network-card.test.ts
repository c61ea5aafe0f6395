import {
  isNetworkCardPaymentSuccess,
  networkCardTerminalHost,
  networkCardTerminalPage,
  opensNetworkCardTerminal,
  type NetworkCardInit,
} from '@/domain/payments/network-card';

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

describe('networkCardTerminalHost without a configured terminal', () => {
  it.each([
    ['TEST', hosts.test],
    ['12345', null],
  ])('merchantIdDev %p opens %p', (merchantIdDev, expected) => {
    expect(networkCardTerminalHost({ merchantIdDev }, { test: hosts.test, configured: null })).toBe(expected);
  });
});

describe('networkCardTerminalPage', () => {
  const live: NetworkCardInit = {
    transactionId: 'A1---1250',
    merchantId: '12345',
    merchantIdDev: '12345',
    status: null,
  };

  it("is the test terminal's page as the provider named it, for its test merchant", () => {
    const page = networkCardTerminalPage(
      { ...live, merchantIdDev: 'TEST' },
      { ...hosts, test: 'https://t.example/?id=1' },
    );
    expect(page).toBe('https://t.example/?id=1');
  });

  it("is the host's terminal told the merchant and the transaction, encoded, for a live merchant", () => {
    expect(networkCardTerminalPage(live, hosts)).toBe(
      'https://terminal.example?merchantId=12345&transactionId=A1---1250',
    );
    expect(
      networkCardTerminalPage({ ...live, merchantId: 'a&b' }, { ...hosts, configured: 'https://t.example/p?x=1' }),
    ).toBe('https://t.example/p?x=1&merchantId=a%26b&transactionId=A1---1250');
  });

  it('is none for a live merchant where the host configured no terminal', () => {
    expect(networkCardTerminalPage(live, { test: hosts.test, configured: null })).toBeNull();
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
