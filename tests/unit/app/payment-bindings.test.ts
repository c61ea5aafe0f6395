/**
 * @jest-environment jsdom
 */
import { buildContainer, resolverFor } from '@/app/container';
import { useCaseTokens } from '@/application/tokens';
import { parseStorefrontConfig } from '@/config/parse-config';

function resolver() {
  const parsed = parseStorefrontConfig({ currencySymbol: '€', paymentMethods: ['CASH', 'NEST_CARD_PAY'] });
  if (!parsed.ok) throw new Error('the configuration must be valid');
  return resolverFor(buildContainer(parsed.config));
}

describe('the composition root binds the card payments', () => {
  it('resolves every payment use case', () => {
    const container = resolver();
    expect(typeof container.resolve(useCaseTokens.startFramedPayment)).toBe('function');
    expect(typeof container.resolve(useCaseTokens.startBankPayment)).toBe('function');
    expect(typeof container.resolve(useCaseTokens.bankPaymentReturned)).toBe('function');
    expect(typeof container.resolve(useCaseTokens.watchCardPayment)).toBe('function');
    expect(typeof container.resolve(useCaseTokens.payByBankCard).cardAccepted).toBe('function');
  });

  it('keeps one after-payment handler for the app, so an invoice is handled once whichever flow reports it', () => {
    const container = resolver();
    expect(container.resolve(useCaseTokens.handlePaymentSuccess)).toBe(
      container.resolve(useCaseTokens.handlePaymentSuccess),
    );
  });
});
