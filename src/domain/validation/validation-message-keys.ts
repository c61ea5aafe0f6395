import type { ValidationPattern } from './patterns';

/** The i18n key of the field message shown when a value does not match a pattern of the library. */
export const validationPatternMessageKeys: Readonly<Record<ValidationPattern, string>> = {
  email: 'validation.email',
  passwordModerate: 'validation.passwordModerate',
  passwordComplex: 'validation.passwordComplex',
  wholeNumber: 'validation.wholeNumber',
  decimalNumber: 'validation.decimalNumber',
  date: 'validation.date',
  time24h: 'validation.time24h',
  time12h: 'validation.time12h',
  finnishLetters: 'validation.finnishLetters',
  nonEmpty: 'validation.nonEmpty',
};
