import fc from 'fast-check';

/** The code points of Unicode less the surrogate halves: 0 to 0x10ffff without 0xd800 to 0xdfff. */
const surrogatesFrom = 0xd800;
const surrogateCount = 0x800;
const lastCodePoint = 0x10ffff;

/**
 * One character of any code point (as `fc.string({ unit: 'binary' })` draws), by its index among the code points
 * that are not surrogate halves. fast-check's own 'binary' unit learns to read a character back by building a map
 * of all 1.1 million code points, once per test file (jest loads fast-check anew for each): 3 to 4 s of CPU in
 * each file that used it. Reading one back here is arithmetic.
 */
const anyCharacter = fc.nat(lastCodePoint - surrogateCount).map(
  (index) => String.fromCodePoint(index < surrogatesFrom ? index : index + surrogateCount),
  (value) => {
    const codePoint = typeof value === 'string' ? value.codePointAt(0) : undefined;
    if (codePoint === undefined || String.fromCodePoint(codePoint) !== value) throw new Error('not one character');
    if (codePoint >= surrogatesFrom && codePoint < surrogatesFrom + surrogateCount) throw new Error('a surrogate half');
    return codePoint < surrogatesFrom ? codePoint : codePoint - surrogateCount;
  },
);

/** Text of any characters of Unicode: emoji, other scripts, control characters, as a person could paste. */
export const anyText = (constraints: { readonly maxLength?: number } = {}) =>
  fc.string({ ...constraints, unit: anyCharacter });
