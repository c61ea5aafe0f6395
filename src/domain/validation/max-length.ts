/** Characters as the customer sees them: an emoji or a symbol outside the basic plane counts once. */
export function characterCount(value: string): number {
  return [...value].length;
}

/**
 * A field's maximum length cuts a longer value to its first `maxLength` characters instead of refusing it.
 * That is what the browser's own maxlength does with a paste, so a customer who pastes a long code keeps
 * its start; and when typing at the end of a full field the cut leaves the value unchanged, which is the
 * same as refusing the keystroke. Counting by characters rather than UTF-16 units never leaves half a
 * character behind.
 */
export function cutToMaxLength(value: string, maxLength: number): string {
  const characters = [...value];
  return characters.length <= maxLength ? value : characters.slice(0, Math.max(0, maxLength)).join('');
}
