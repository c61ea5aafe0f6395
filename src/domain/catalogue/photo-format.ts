/** The photo formats a product photo may have. */
export type PhotoFormat = 'JPEG' | 'PNG';

/** What a photo's first bytes must be: JPEG's start-of-image marker, PNG's eight-byte signature. */
const signatures: ReadonlyArray<{ readonly format: PhotoFormat; readonly bytes: readonly number[] }> = [
  { format: 'JPEG', bytes: [0xff, 0xd8, 0xff] },
  { format: 'PNG', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many leading bytes `photoFormat` needs to judge a file. */
export const photoSignatureLength = Math.max(...signatures.map((signature) => signature.bytes.length));

export type PhotoCheck =
  { readonly ok: true; readonly format: PhotoFormat } | { readonly ok: false; readonly reason: 'NOT_JPEG_OR_PNG' };

/**
 * Judges a file by its content, never its name or declared type (both are whatever the sender chose): a photo
 * is accepted only when its first bytes are a JPEG or PNG signature.
 */
export function checkPhoto(leadingBytes: Uint8Array): PhotoCheck {
  const match = signatures.find((signature) => signature.bytes.every((byte, index) => leadingBytes[index] === byte));
  return match ? { ok: true, format: match.format } : { ok: false, reason: 'NOT_JPEG_OR_PNG' };
}
