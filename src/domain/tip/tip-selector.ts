import { defaultTip, isTipOffered, tipFromInput, tipPresets, type Tip } from './tip';

/** The tip selector: whether it is shown, the text in its field and the tip that text means. */
export interface TipSelectorState {
  readonly offered: boolean;
  readonly input: string;
  readonly tip: Tip;
}

/** The selector as the checkout opens: hidden for a business user, otherwise empty with the default tip 0. */
export function openTipSelector(isBusinessUser: boolean): TipSelectorState {
  return { offered: isTipOffered(isBusinessUser), input: '', tip: defaultTip };
}

/**
 * The customer types in the tip field. A change that is not digits only is ignored, as every filtered input
 * of the storefront ignores a failing change; a hidden selector takes no tip at all.
 */
export function typeTip(state: TipSelectorState, text: string): TipSelectorState {
  const tip = tipFromInput(text);
  if (!state.offered || tip === null) return state;
  return { ...state, input: text, tip };
}

/** The customer taps one of the quick options 20, 50 or 100; anything else is not a preset and is ignored. */
export function pickTipPreset(state: TipSelectorState, preset: Tip): TipSelectorState {
  if (!state.offered || !tipPresets.includes(preset)) return state;
  return { ...state, input: String(preset), tip: preset };
}
