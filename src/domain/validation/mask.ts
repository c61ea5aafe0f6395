/**
 * A field mask: `#` stands for one digit, every other character is written by the mask itself.
 * `#` rather than the common `9` so that a mask can contain the digit 9 literally, as "+92" does.
 */
export type Mask = string;

const digitSlot = '#';

function isDigit(character: string | undefined): character is string {
  return character !== undefined && character >= '0' && character <= '9';
}

/**
 * Shapes what the customer typed or pasted into the mask, the way masked inputs behave while typing:
 * - whitespace in the input is dropped first: the mask writes its own spaces, so "300 1234567" and
 *   "3001234567" are the same number;
 * - a mask character the input already has at that point is taken from the input, so a value that is
 *   already masked comes back unchanged ("+92 300 1234567" stays as it is);
 * - any other mask character is written in, and each `#` takes the next digit, skipping anything else
 *   (dashes, brackets, letters);
 * - the result stops after the last digit placed, so a field holding no digit is empty (never a bare
 *   "+92 "), and digits beyond the mask are dropped.
 * Masking is therefore idempotent, and the result is never longer than the mask.
 */
export function applyMask(mask: Mask, input: string): string {
  const rest = [...input].filter((character) => !/\s/u.test(character));
  let position = 0;
  let written = '';
  let complete = '';
  for (const maskCharacter of mask) {
    if (position >= rest.length) break;
    if (maskCharacter === digitSlot) {
      while (position < rest.length && !isDigit(rest[position])) position += 1;
      const digit = rest[position];
      if (!isDigit(digit)) break;
      written += digit;
      position += 1;
      complete = written;
    } else {
      if (rest[position] === maskCharacter) position += 1;
      written += maskCharacter;
    }
  }
  return complete;
}

/** How many characters a fully filled mask has, its own characters included. */
export function maskLength(mask: Mask): number {
  return [...mask].length;
}
