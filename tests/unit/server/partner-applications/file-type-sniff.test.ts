import { sniffFileType } from '@/server/partner-applications/file-type-sniff';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffFileType', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe1, 0x12), 'image/jpeg'],
  ])('recognises %s by its first bytes', (_name, content, type) => {
    expect(sniffFileType(content)).toBe(type);
  });

  it.each([
    ['text', Buffer.from('hello')],
    ['an empty file', bytes()],
    ['a PNG signature cut short', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['a GIF', Buffer.from('GIF89a')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF signature later in the file', Buffer.from(' %PDF-1.7')],
    ['two JPEG bytes', bytes(0xff, 0xd8)],
  ])('refuses %s', (_name, content) => {
    expect(sniffFileType(content)).toBeNull();
  });
});
