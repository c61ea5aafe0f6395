import { isDecimalNumber, isWholeNumber } from './patterns';

/**
 * An amount of money as staff type it, its decimal comma made a point: the pattern library's decimal number,
 * never below zero, with at most two decimals (14.90, 3).
 */
export function isMoneyAmount(text: string): boolean {
  return isDecimalNumber(text) && !text.startsWith('-') && !/\.\d{3}/.test(text);
}

/** A count of things (units in stock, a percent): the pattern library's whole number, never below zero. */
export function isCount(text: string): boolean {
  return isWholeNumber(text) && !text.startsWith('-');
}
