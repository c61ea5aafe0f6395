/** `%`, `_` and `\` typed by a customer are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** An ILIKE pattern for names that hold the text anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** ILIKE patterns for names where a word begins with the text: at the start, or after a space. */
export function wordStartPatterns(text: string): [atStart: string, afterSpace: string] {
  const escaped = escapeLike(text);
  return [`${escaped}%`, `% ${escaped}%`];
}
