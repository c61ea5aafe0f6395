import type { HostKind as StorefrontHost } from '../payments/payment-method';

/** Where a host's prices are shown: the Pakistan host prices in rupees, every other host in euros. */
export type HostKind = 'PAKISTAN' | 'OTHER';

/**
 * What decides the currency symbol: a symbol the host configured, or, when it configured none, its host kind.
 * A blank configured symbol counts as no symbol: a host's currency is never a dollar nobody chose.
 */
export type CurrencySource =
  { readonly kind: 'CONFIGURED'; readonly symbol: string } | { readonly kind: 'HOST'; readonly host: HostKind };

/** "full" for prices and totals (PKR), "short" where the spec writes rupees as Rs (tip presets, fees). */
export type CurrencySymbolStyle = 'full' | 'short';

const hostSymbols: Readonly<Record<HostKind, Readonly<Record<CurrencySymbolStyle, string>>>> = {
  PAKISTAN: { full: 'PKR', short: 'Rs' },
  OTHER: { full: '€', short: '€' },
};

/** The currency symbol to print beside an amount. */
export function currencySymbol(source: CurrencySource, style: CurrencySymbolStyle = 'full'): string {
  if (source.kind === 'HOST') return hostSymbols[source.host][style];
  const configured = source.symbol.trim();
  return configured === '' ? hostSymbols.OTHER[style] : configured;
}

/**
 * A storefront's currency: the symbol its host configured, else the spec's rule by where it runs (rupees on a
 * Pakistan host, euros on any other).
 */
export function storefrontCurrency(configured: string | null, host: StorefrontHost): CurrencySource {
  if (configured !== null && configured.trim() !== '') return { kind: 'CONFIGURED', symbol: configured };
  return { kind: 'HOST', host: host === 'PAKISTAN' ? 'PAKISTAN' : 'OTHER' };
}
