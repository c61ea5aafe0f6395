/**
 * The most a customer may write to the store about one order: a few sentences of allergies, a door code or
 * when to bring it. The cart summary's field and the server's contract share it.
 */
export const orderNoteMaxLength = 500;

/** The note as the order keeps it: without surrounding blanks, and none at all when nothing is left. */
export function keptOrderNote(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
