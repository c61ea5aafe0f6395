/**
 * A car type's value, e.g. `economy`: the host's configuration names its own car types (value, title, picture
 * and fare), and a ride or an estimate names one by its value.
 */
export type CarType = string;

/** How a car type's value is written: short, lowercase, safe in a query string and a database column. */
export const carTypeValuePattern = /^[a-z0-9][a-z0-9_-]{0,39}$/;
/** The longest value the pattern allows. */
export const carTypeValueLength = 40;
/** The car types a host may offer: many times what a ride service runs, so every estimate lists them all. */
export const largestCarTypeCount = 20;
export const carTypeValueRule = 'must be 1 to 40 lowercase letters, digits, - or _, starting with a letter or digit';
