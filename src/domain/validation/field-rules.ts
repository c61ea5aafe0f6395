import { passesInputFilter, type InputFilter } from './input-filter';
import { applyMask, type Mask } from './mask';
import { cutToMaxLength } from './max-length';

/** What one text field accepts; each part is optional and set per field. */
export interface FieldRules {
  readonly filter?: InputFilter;
  readonly maxLength?: number;
  readonly mask?: Mask;
}

/**
 * The value a field holds after the customer changes it from `previous` to `next`. The mask shapes the
 * change first, the filter then judges what the field would hold (refusing keeps `previous`), and the
 * maximum length finally cuts what is too long (see cutToMaxLength for why it cuts rather than refuses).
 */
export function acceptFieldChange(rules: FieldRules, previous: string, next: string): string {
  const shaped = rules.mask === undefined ? next : applyMask(rules.mask, next);
  if (rules.filter !== undefined && !passesInputFilter(rules.filter, shaped)) return previous;
  return rules.maxLength === undefined ? shaped : cutToMaxLength(shaped, rules.maxLength);
}
