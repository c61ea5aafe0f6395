/** A product's two VAT rates: its own, and the default it falls back to when its own does not apply. */
export interface ProductTaxRates {
  readonly taxPercent: number;
  readonly taxPercentApplicable: boolean;
  readonly defaultTaxPercent: number;
}

/** The VAT rate a product is sold at: its own when that applies, the default otherwise. */
export function applicableTaxPercent(rates: ProductTaxRates): number {
  return rates.taxPercentApplicable ? rates.taxPercent : rates.defaultTaxPercent;
}
