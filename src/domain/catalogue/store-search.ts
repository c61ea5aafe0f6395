import { passesInputFilter } from '../validation/input-filter';

/** The longest store search the field takes and the server answers (app_search's query). */
export const storeSearchLength = 100;

/**
 * The text a store search sends: trimmed, or null when there is nothing to look for. Text with anything but
 * letters, digits and spaces, or longer than storeSearchLength (a hand-edited address), is no search either:
 * the field never lets it be typed and the server refuses it.
 */
export function storeSearchText(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || text.length > storeSearchLength || !passesInputFilter('alphanumericWithSpace', text)) return null;
  return text;
}
