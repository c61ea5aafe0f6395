import { checkPhoto, photoSignatureLength } from '@/domain/catalogue/photo-format';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('checkPhoto judges a photo by its first bytes', () => {
  it.each([
    ['a JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46), 'JPEG'],
    ['a JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, 0x45, 0x78), 'JPEG'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'PNG'],
  ])('accepts %s', (_name, leading, format) => {
    expect(checkPhoto(leading)).toEqual({ ok: true, format });
  });

  it.each([
    ['a GIF', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00)],
    ['a WebP', bytes(0x52, 0x49, 0x46, 0x46, 0x24, 0x00, 0x00, 0x00)],
    ['a PDF', bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37)],
    ['text named photo.jpg', new TextEncoder().encode('not a pic')],
    ['a PNG cut short', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['a JPEG cut short', bytes(0xff, 0xd8)],
    ['an empty file', bytes()],
  ])('refuses %s', (_name, leading) => {
    expect(checkPhoto(leading)).toEqual({ ok: false, reason: 'NOT_JPEG_OR_PNG' });
  });

  it('needs the first eight bytes', () => {
    expect(photoSignatureLength).toBe(8);
  });
});
