import { composed } from '@/domain/validation/letters';

/**
 * The text to look for: composed (an ä typed as a + diaeresis finds the stored ä), trimmed, and with runs
 * of spaces made one, so "pizza  vallila" finds "Pizza Vallila".
 */
export function searchTextOf(query: string): string {
  return composed(query).trim().replace(/ {2,}/g, ' ');
}
