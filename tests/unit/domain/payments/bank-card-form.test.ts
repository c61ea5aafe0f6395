import { acceptsBankCardFormMessage, bankCardCredentials, formOrigin } from '@/domain/payments/bank-card-form';

const formUrl = 'https://cards.bank.example/form?user=7';
const origin = 'https://cards.bank.example';

describe('bank card form messages', () => {
  it.each<[string, unknown, boolean]>([
    [origin, { s: 'S1', cn: 'C1' }, true],
    [origin, '{"s":"S1","cn":"C1"}', true],
    [origin, { s: 'S1', cn: 'C1', extra: 1 }, true],
    [origin, { s: 'S1' }, false],
    [origin, { cn: 'C1' }, false],
    [origin, { s: '', cn: 'C1' }, false],
    [origin, { s: 'S1', cn: '  ' }, false],
    [origin, { s: 1, cn: 'C1' }, false],
    [origin, '{"s":"S1"}', false],
    [origin, 'not json', false],
    [origin, null, false],
    [origin, ['S1', 'C1'], false],
    ['https://evil.example', { s: 'S1', cn: 'C1' }, false],
    ['http://cards.bank.example', { s: 'S1', cn: 'C1' }, false],
    ['https://cards.bank.example:8443', { s: 'S1', cn: 'C1' }, false],
    ['https://cards.bank.example.evil.example', { s: 'S1', cn: 'C1' }, false],
    ['null', { s: 'S1', cn: 'C1' }, false],
  ])('from %s carrying %p is accepted: %p', (from, data, accepted) => {
    expect(acceptsBankCardFormMessage({ origin: from, data }, formUrl)).toBe(accepted);
  });

  it('hands back the session and the card token', () => {
    expect(bankCardCredentials({ origin, data: { s: 'S1', cn: 'C1' } }, formUrl)).toEqual({
      sessionId: 'S1',
      cardToken: 'C1',
    });
  });

  it('accepts nothing while the form has no usable address', () => {
    expect(acceptsBankCardFormMessage({ origin: 'null', data: { s: 'S1', cn: 'C1' } }, 'not a url')).toBe(false);
  });
});

describe('formOrigin', () => {
  it.each([
    ['https://cards.bank.example/form?user=7', 'https://cards.bank.example'],
    ['https://Cards.Bank.Example:443/form', 'https://cards.bank.example'],
    ['http://localhost:8080/x', 'http://localhost:8080'],
    ['data:text/html,hi', null],
    ['/relative/form', null],
    ['', null],
  ])('%s comes from %p', (url, expected) => {
    expect(formOrigin(url)).toBe(expected);
  });
});
