/**
 * Characters above Latin-1 that the PDF standard fonts' WinAnsi encoding still holds (€, dashes, quotes,
 * Š, Ž, Œ, •, …). Latin-1 itself, so ä, ö and å, is WinAnsi as it is.
 */
const winAnsiExtras = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/** Look-alikes for characters the Finnish number format and typed names use but WinAnsi lacks. */
const substitutes: Readonly<Record<string, string>> = {
  // Finnish typography's usual stand-in for the minus sign U+2212.
  '\u2212': '\u2013',
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
};

function isWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || winAnsiExtras.has(codePoint)
  );
}

/**
 * Text the built-in Helvetica can print. Its WinAnsi encoding has no glyph beyond the set above, and pdfkit
 * would write such a character as bytes of other letters, so a store name in another script would print
 * as garbage; it prints "?" instead. Line breaks and tabs become spaces: each text has its own row.
 */
export function winAnsiText(text: string): string {
  let printable = '';
  // Composed first, so an "a" followed by a combining diaeresis prints as the one WinAnsi letter "ä".
  for (const character of text.normalize('NFC')) {
    const substituted = substitutes[character] ?? character;
    const codePoint = substituted.codePointAt(0) ?? 0;
    if (isWinAnsi(codePoint)) printable += substituted;
    else printable += /\s/.test(substituted) ? ' ' : '?';
  }
  return printable;
}
