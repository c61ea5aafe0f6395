/** The WinAnsi bytes 0x80–0x9f that are not Latin-1, back to the characters they print. */
const winAnsiHighBytes: Readonly<Record<number, string>> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index < hex.length; index += 2) {
    const byte = Number.parseInt(hex.slice(index, index + 2), 16);
    text += winAnsiHighBytes[byte] ?? String.fromCharCode(byte);
  }
  return text;
}

interface Placed {
  readonly x: number;
  readonly y: number;
  readonly text: string;
}

/**
 * The text of each page of an uncompressed pdfkit document, one string per printed row: the pieces drawn at
 * the same height joined left to right with " | ". Enough for pdfkit's own output (Tm then a TJ of hex
 * strings), not a general PDF reader.
 */
export function pdfPages(pdf: Buffer): string[][] {
  const source = pdf.toString('latin1');
  const streams = [...source.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) => match[1] ?? '');
  return streams.map((stream) => {
    const placed: Placed[] = [];
    for (const match of stream.matchAll(/1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm[\s\S]*?\[([^\]]*)\] TJ/g)) {
      const pieces = [...(match[3] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((piece) => decodeHex(piece[1] ?? ''));
      placed.push({ x: Number(match[1]), y: Number(match[2]), text: pieces.join('') });
    }
    const rows = new Map<number, Placed[]>();
    for (const piece of placed) rows.set(piece.y, [...(rows.get(piece.y) ?? []), piece]);
    return [...rows.values()].map((row) =>
      [...row]
        .sort((first, second) => first.x - second.x)
        .map((piece) => piece.text)
        .join(' | '),
    );
  });
}

/** Every row of every page, in order. */
export function pdfRows(pdf: Buffer): string[] {
  return pdfPages(pdf).flat();
}
