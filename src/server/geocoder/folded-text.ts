/**
 * Text as a search compares it: lower case, without accents (ä is a, é is e), so "lentoasema", "LENTOASEMA" and
 * "Länsisatama" typed as "lansisatama" all match.
 */
export function foldedText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The words of a folded text: runs of letters and digits ("helsinki-vantaan" is two words). */
export function wordsOf(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}
