import type { ApplicationFileType } from '@/contract/partner-applications/applications.contract';

/** The first bytes each accepted format must start with. */
const signatures: readonly { type: ApplicationFileType; bytes: readonly number[] }[] = [
  // %PDF-
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // \x89PNG\r\n\x1a\n
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // Start of image, then the marker of the next segment.
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/**
 * What a file really is, judged by its first bytes: the type a browser declares comes from the file's name
 * and proves nothing. Null for anything that is not a PDF, PNG or JPEG.
 */
export function sniffFileType(content: Uint8Array): ApplicationFileType | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return match?.type ?? null;
}
