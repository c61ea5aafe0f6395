import { isCalendarDate } from './calendar-date';
import { composed, finnishLetterClass } from './letters';

/** The named checks of the pattern library; forms refer to a rule by its name. */
export type ValidationPattern =
  | 'email'
  | 'passwordModerate'
  | 'passwordComplex'
  | 'wholeNumber'
  | 'decimalNumber'
  | 'date'
  | 'time24h'
  | 'time12h'
  | 'finnishLetters'
  | 'nonEmpty';

/**
 * A local part of dot-separated atoms, an @, then dot-separated domain labels ending in a top-level domain
 * of 2+ letters. Deliberately narrower than RFC 5322: an address with quotes, comments or two dots in a row
 * is far more likely a typo than a customer's real mailbox.
 */
const emailPattern =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}

/** At least 8 characters with an upper-case letter, a lower-case letter and a digit; Ä and ä count as letters. */
export function isModeratePassword(value: string): boolean {
  return [...value].length >= 8 && /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && /[0-9]/.test(value);
}

/** A moderate password that also has a symbol: anything that is neither a letter, a digit nor a space. */
export function isComplexPassword(value: string): boolean {
  return isModeratePassword(value) && /[^\p{L}\p{N}\s]/u.test(value);
}

/** An integer written in digits, with an optional leading minus: 0, 42, -7. */
export function isWholeNumber(value: string): boolean {
  return /^-?[0-9]+$/.test(value);
}

/**
 * A number with an optional fraction: 12, 12.50, 12,50, -0.5. Both separators are accepted because
 * Finnish writes a decimal comma and the Finnish keypad's decimal key types one.
 */
export function isDecimalNumber(value: string): boolean {
  return /^-?[0-9]+(?:[.,][0-9]+)?$/.test(value);
}

/** Hours 0–23 (one or two digits) and minutes 00–59: 9:05, 09:05, 23:59; never 24:00. */
export function isTime24h(value: string): boolean {
  return /^(?:[01]?[0-9]|2[0-3]):[0-5][0-9]$/.test(value);
}

/** Hours 1–12, minutes 00–59 and AM or PM in any case, optionally after one space: 9:30 PM, 12:00am. */
export function isTime12h(value: string): boolean {
  return /^(?:0?[1-9]|1[0-2]):[0-5][0-9] ?[AaPp][Mm]$/.test(value);
}

/**
 * A date and a 24-hour time as a date-and-time input writes them, joined by a T: 2026-06-15T12:30. The pattern
 * library's date and 24-hour time, each whole; a date alone or a time alone is not one.
 */
export function isDateAndTime24h(value: string): boolean {
  const [date, time, ...rest] = value.split('T');
  return rest.length === 0 && date !== undefined && time !== undefined && isCalendarDate(date) && isTime24h(time);
}

const finnishWords = new RegExp(`^[${finnishLetterClass}]+(?:[ -][${finnishLetterClass}]+)*$`, 'u');

/**
 * Words of letters, Finnish accents included, separated by one space or hyphen: "Äijälä", "Anna-Liisa",
 * "Linnéa Öhman". Hyphens are allowed because double first names such as Anna-Liisa are common in Finland.
 */
export function isFinnishLetters(value: string): boolean {
  return finnishWords.test(composed(value));
}

/** Something other than whitespace: a field of spaces is as empty as a blank one. */
export function isNonEmpty(value: string): boolean {
  return value.trim().length > 0;
}

const patternChecks: Readonly<Record<ValidationPattern, (value: string) => boolean>> = {
  email: isEmail,
  passwordModerate: isModeratePassword,
  passwordComplex: isComplexPassword,
  wholeNumber: isWholeNumber,
  decimalNumber: isDecimalNumber,
  date: isCalendarDate,
  time24h: isTime24h,
  time12h: isTime12h,
  finnishLetters: isFinnishLetters,
  nonEmpty: isNonEmpty,
};

export const validationPatterns = Object.keys(patternChecks) as readonly ValidationPattern[];

export function matchesPattern(pattern: ValidationPattern, value: string): boolean {
  return patternChecks[pattern](value);
}
