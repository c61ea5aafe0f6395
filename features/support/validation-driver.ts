import { acceptFieldChange, type FieldRules } from '@/domain/validation/field-rules';
import type { InputFilter } from '@/domain/validation/input-filter';
import { staffPasswordProblem } from '@/domain/merchant-console/staff-account-rules';
import { matchesPattern, type ValidationPattern } from '@/domain/validation/patterns';
import { bookingErrors, emptyBookingForm } from '@/presentation/pages/transport/booking-form-schema';

/** The pattern library's rules as analysts name them. */
export const validationRuleNames: Readonly<Record<string, ValidationPattern>> = {
  email: 'email',
  'moderate password': 'passwordModerate',
  'complex password': 'passwordComplex',
  'whole number': 'wholeNumber',
  'decimal number': 'decimalNumber',
  date: 'date',
  '24-hour time': 'time24h',
  '12-hour time': 'time12h',
  letters: 'finnishLetters',
  required: 'nonEmpty',
};

/** The input filters as analysts name them. */
export const inputFilterNames: Readonly<Record<string, InputFilter>> = {
  'letters and digits': 'alphanumeric',
  'letters, digits and spaces': 'alphanumericWithSpace',
  'letters and spaces': 'alphaWithSpace',
  'digits only': 'numeric',
  'decimal numbers': 'float',
};

function named<T>(names: Readonly<Record<string, T>>, name: string): T {
  const value = names[name];
  if (value === undefined) throw new Error(`Unknown name "${name}"; known: ${Object.keys(names).join(', ')}`);
  return value;
}

/** One text field with its rules, and the last value checked against a named rule. */
export class ValidationDriver {
  private rules: FieldRules = {};
  fieldValue = '';
  lastCheck: { readonly pattern: ValidationPattern; readonly accepted: boolean } | null = null;

  /** The message key the ride booking form shows under its booking time, or null when it takes the time. */
  bookingTimeMessage: string | null = null;

  /** The message key the console's staff forms show under a password the owner sets, or null when they take it. */
  staffPasswordMessage: string | null = null;

  giveStaffPassword(value: string): void {
    const problem = staffPasswordProblem(value);
    this.staffPasswordMessage = problem === null ? null : `office.staff.problems.${problem}`;
  }

  giveBookingTime(value: string): void {
    this.bookingTimeMessage =
      bookingErrors({ ...emptyBookingForm, later: true, bookingTime: value }).bookingTime ?? null;
  }

  check(value: string, ruleName: string): void {
    const pattern = named(validationRuleNames, ruleName);
    this.lastCheck = { pattern, accepted: matchesPattern(pattern, value) };
  }

  setUpField(rules: FieldRules, value: string): void {
    this.rules = rules;
    this.fieldValue = value;
  }

  filterNamed(name: string): InputFilter {
    return named(inputFilterNames, name);
  }

  change(next: string): void {
    this.fieldValue = acceptFieldChange(this.rules, this.fieldValue, next);
  }
}
