import {
  currencySymbol,
  storefrontCurrency,
  type CurrencySource,
  type CurrencySymbolStyle,
} from '@/domain/pricing/currency';

describe('currencySymbol', () => {
  it.each<[CurrencySource, CurrencySymbolStyle, string]>([
    [{ kind: 'CONFIGURED', symbol: 'kr' }, 'full', 'kr'],
    [{ kind: 'CONFIGURED', symbol: 'kr' }, 'short', 'kr'],
    [{ kind: 'CONFIGURED', symbol: ' £ ' }, 'full', '£'],
    [{ kind: 'CONFIGURED', symbol: '' }, 'full', '€'],
    [{ kind: 'CONFIGURED', symbol: '   ' }, 'short', '€'],
    [{ kind: 'CONFIGURED', symbol: '$' }, 'full', '$'],
    [{ kind: 'HOST', host: 'PAKISTAN' }, 'full', 'PKR'],
    [{ kind: 'HOST', host: 'PAKISTAN' }, 'short', 'Rs'],
    [{ kind: 'HOST', host: 'OTHER' }, 'full', '€'],
    [{ kind: 'HOST', host: 'OTHER' }, 'short', '€'],
  ])('%o in the %s style is %p', (source, style, expected) => {
    expect(currencySymbol(source, style)).toBe(expected);
  });

  it('prints the full symbol unless asked for the short one', () => {
    expect(currencySymbol({ kind: 'HOST', host: 'PAKISTAN' })).toBe('PKR');
  });
});

describe('storefrontCurrency', () => {
  it('is the symbol the host configured, on any host', () => {
    expect(currencySymbol(storefrontCurrency('kr', 'INTERNATIONAL'))).toBe('kr');
    expect(currencySymbol(storefrontCurrency('USD', 'PAKISTAN'))).toBe('USD');
  });

  it('without one, follows the spec: rupees on a Pakistan host, euros elsewhere, never a dollar', () => {
    expect(currencySymbol(storefrontCurrency(null, 'PAKISTAN'), 'short')).toBe('Rs');
    expect(currencySymbol(storefrontCurrency(' ', 'PAKISTAN'))).toBe('PKR');
    expect(currencySymbol(storefrontCurrency(null, 'INTERNATIONAL'))).toBe('€');
  });
});
