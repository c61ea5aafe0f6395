/**
 * The IANA zones this browser knows, in its own order, with the store's current zone among them even when the
 * browser spells it differently (an alias such as UTC), so the select always shows what the store has.
 */
export function timeZoneNames(current: string): readonly string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
