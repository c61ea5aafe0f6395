import { currencySymbol, type CurrencySource } from '@/domain/pricing/currency';
import { tipPresets, type Tip } from '@/domain/tip/tip';
import { openTipSelector, pickTipPreset, typeTip, type TipSelectorState } from '@/domain/tip/tip-selector';

/** The quick options the selector shows, with the short currency symbol the spec uses for them (Rs). */
export interface TipChoices {
  readonly presets: readonly Tip[];
  readonly currencySymbol: string;
}

/** The customer chooses a rider tip at checkout. */
export interface ChooseTip {
  /** The selector as the checkout opens: tip 0, hidden for a business-to-business user. */
  open(request: { readonly isBusinessUser: boolean }): TipSelectorState;
  /** The quick options 20, 50 and 100; none when the selector is hidden. */
  choices(state: TipSelectorState): TipChoices;
  /** The customer types in the tip field; anything but digits is ignored. */
  type(state: TipSelectorState, text: string): TipSelectorState;
  /** The customer taps a quick option. */
  pick(state: TipSelectorState, preset: Tip): TipSelectorState;
}

export function createChooseTip(deps: { currency: CurrencySource }): ChooseTip {
  return {
    open: ({ isBusinessUser }) => openTipSelector(isBusinessUser),
    choices: (state) => ({
      presets: state.offered ? tipPresets : [],
      currencySymbol: currencySymbol(deps.currency, 'short'),
    }),
    type: typeTip,
    pick: pickTipPreset,
  };
}
