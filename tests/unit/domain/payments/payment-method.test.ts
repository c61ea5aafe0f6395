import fc from 'fast-check';
import { needsNetworkToPay } from '@/domain/payments/needs-network-to-pay';
import {
  availablePaymentMethods,
  isPaymentMethod,
  paymentMethods,
  type HostKind,
  type PaymentMethod,
} from '@/domain/payments/payment-method';

describe('availablePaymentMethods', () => {
  it.each<[readonly PaymentMethod[], HostKind, readonly PaymentMethod[]]>([
    [
      ['CASH', 'NEST_CARD_PAY', 'PAYMENT_BY_CARD_BANK_ALFALAH'],
      'PAKISTAN',
      ['CASH', 'NEST_CARD_PAY', 'PAYMENT_BY_CARD_BANK_ALFALAH'],
    ],
    [['CASH', 'NEST_CARD_PAY', 'PAYMENT_BY_CARD_BANK_ALFALAH'], 'INTERNATIONAL', ['CASH', 'NEST_CARD_PAY']],
    [['PAYMENT_BY_CARD_BANK_ALFALAH'], 'INTERNATIONAL', []],
    [['PAYMENT_BY_SONERI', 'NEST_MOBILE_PAY'], 'INTERNATIONAL', ['PAYMENT_BY_SONERI', 'NEST_MOBILE_PAY']],
    [['STRIPE', 'CASH', 'STRIPE'], 'PAKISTAN', ['STRIPE', 'CASH']],
    [[], 'PAKISTAN', []],
  ])('%p enabled on a %s host offers %p', (enabled, host, offered) => {
    expect(availablePaymentMethods(enabled, host)).toEqual(offered);
  });

  const method = fc.constantFrom(...paymentMethods);
  const host = fc.constantFrom<HostKind>('PAKISTAN', 'INTERNATIONAL');

  it('offers only enabled methods, each once, in the host order', () => {
    fc.assert(
      fc.property(fc.array(method), host, (enabled, kind) => {
        const offered = availablePaymentMethods(enabled, kind);
        expect(offered.every((candidate) => enabled.includes(candidate))).toBe(true);
        expect(new Set(offered).size).toBe(offered.length);
        const positions = offered.map((candidate) => enabled.indexOf(candidate));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('never offers the bank card gateway outside Pakistan', () => {
    fc.assert(
      fc.property(fc.array(method), (enabled) => {
        expect(availablePaymentMethods(enabled, 'INTERNATIONAL')).not.toContain('PAYMENT_BY_CARD_BANK_ALFALAH');
      }),
    );
  });
});

describe('isPaymentMethod', () => {
  it.each([
    ['PAYMENT_BY_SONERI', true],
    ['CASH', true],
    ['cash', false],
    ['PAYPAL', false],
    ['', false],
  ])('%p is a method: %p', (value, expected) => {
    expect(isPaymentMethod(value)).toBe(expected);
  });
});

describe('needsNetworkToPay', () => {
  it('lets only cash wait for the network; every card and bank method needs it there and then', () => {
    expect(paymentMethods.filter((method) => !needsNetworkToPay(method))).toEqual(['CASH']);
  });
});
