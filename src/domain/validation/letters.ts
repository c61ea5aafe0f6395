/**
 * The letters a Finnish storefront must accept in names and searches, as a regular-expression class body.
 * - a–z, A–Z: the Latin alphabet.
 * - å ä ö: letters of the Finnish alphabet itself.
 * - š ž: the official Finnish alphabet keeps them for loanwords (šakki, žonglööri).
 * - ü é: frequent in Finnish and Finland-Swedish names (Müller, Linnéa, André).
 * Only precomposed forms are listed; callers compare NFC-normalised text, so an ä typed as
 * a + combining diaeresis counts as the same letter.
 */
export const finnishLetterClass = 'A-Za-zÅÄÖåäöŠšŽžÜüÉé';

/** Text in the composed form the letter class lists, so both spellings of ä compare alike. */
export function composed(value: string): string {
  return value.normalize('NFC');
}
