/**
 * A host's plain text split where it has blank lines, so each paragraph becomes its own <p>.
 * Single line breaks stay inside their paragraph.
 */
export function textParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
