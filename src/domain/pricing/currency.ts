/** Where a host's prices are shown: the Pakistan host prices in rupees, every other host in euros. */
export type HostKind = 'PAKISTAN' | 'OTHER';

/**
 * What decides the currency symbol: a symbol the host configured, or, when it configured none, its host kind.
 * A blank configured symbol counts as no symbol, which gives the default "$".
 */
export type CurrencySource =
  { readonly kind: 'CONFIGURED'; readonly symbol: string } | { readonly kind: 'HOST'; readonly host: HostKind };

/** "full" for prices and totals (PKR), "short" where the spec writes rupees as Rs (tip presets, fees). */
export type CurrencySymbolStyle = 'full' | 'short';

export const defaultCurrencySymbol = '$';

const hostSymbols: Readonly<Record<HostKind, Readonly<Record<CurrencySymbolStyle, string>>>> = {
  PAKISTAN: { full: 'PKR', short: 'Rs' },
  OTHER: { full: '€', short: '€' },
};

/** The currency symbol to print beside an amount. */
export function currencySymbol(source: CurrencySource, style: CurrencySymbolStyle = 'full'): string {
  if (source.kind === 'HOST') return hostSymbols[source.host][style];
  const configured = source.symbol.trim();
  return configured === '' ? defaultCurrencySymbol : configured;
}
