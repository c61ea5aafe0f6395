import { composed, finnishLetterClass } from './letters';

/** What a text field lets the customer type. Names follow the spec's filter list. */
export type InputFilter = 'alphanumeric' | 'alphanumericWithSpace' | 'alphaWithSpace' | 'numeric' | 'float';

/**
 * Each filter describes every value the field may hold while it is being typed, so the empty value always
 * passes (a customer must be able to clear a field) and a float may end in its separator ("12," on the way
 * to "12,50"). Letters are the Finnish set; digits are 0–9 only, never other scripts' digits, which the
 * server would not read as numbers. "With space" means the plain space, not tabs or line breaks.
 */
const filterPatterns: Readonly<Record<InputFilter, RegExp>> = {
  alphanumeric: new RegExp(`^[${finnishLetterClass}0-9]*$`, 'u'),
  alphanumericWithSpace: new RegExp(`^[${finnishLetterClass}0-9 ]*$`, 'u'),
  alphaWithSpace: new RegExp(`^[${finnishLetterClass} ]*$`, 'u'),
  numeric: /^[0-9]*$/,
  float: /^[0-9]*(?:[.,][0-9]*)?$/,
};

export const inputFilters = Object.keys(filterPatterns) as readonly InputFilter[];

export function passesInputFilter(filter: InputFilter, value: string): boolean {
  return filterPatterns[filter].test(composed(value));
}

/**
 * The value a filtered field holds after the customer changes it from `previous` to `next`: the change when
 * it passes, otherwise nothing happens and `previous` stays. Refusing the whole change, rather than dropping
 * the offending characters, is the spec's rule ("a change that fails is ignored"), and it keeps a pasted
 * value from being silently turned into a different one.
 */
export function applyInputFilter(filter: InputFilter, previous: string, next: string): string {
  return passesInputFilter(filter, next) ? next : previous;
}

/**
 * The value a filtered field holds after `typed` was typed into it empty, one character at a time, each change
 * judged by applyInputFilter: what a field the server drew, typed into before the app took it over, would hold
 * had the app been there (letters kept, a refused character dropped, as each keystroke would have been).
 */
export function applyInputFilterPerCharacter(filter: InputFilter, typed: string): string {
  let value = '';
  for (const character of typed) value = applyInputFilter(filter, value, value + character);
  return value;
}
