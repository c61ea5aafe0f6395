import { inflateSync } from 'node:zlib';
import { create } from 'qrcode';
import { qrPng, qrSegments } from '@/server/orders/qr/qr-png';

/** The qrcode package's own drawing of a code into RGBA pixels, as its PNG renderer draws it. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getOptions, qrToImageData } = require('qrcode/lib/renderer/utils') as {
  getOptions(options: object): object;
  qrToImageData(data: Uint8Array, qr: ReturnType<typeof create>, options: object): void;
};

const options = { errorCorrectionLevel: 'M', margin: 2, width: 256 } as const;

/** Whether each pixel is dark, from a one-bit greyscale PNG whose rows use filter 0 or 2 only. */
function darkPixels(png: Buffer): boolean[] {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let offset = 8;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    if (png.toString('latin1', offset + 4, offset + 8) === 'IDAT')
      idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rowBytes = Math.ceil(width / 8);
  const rows: Buffer[] = [];
  for (let row = 0; row < height; row += 1) {
    const start = row * (rowBytes + 1);
    const filter = raw[start];
    const bytes = Buffer.from(raw.subarray(start + 1, start + 1 + rowBytes));
    if (filter === 2) bytes.forEach((byte, index) => (bytes[index] = (byte + rows[row - 1]![index]!) & 0xff));
    else expect(filter).toBe(0);
    rows.push(bytes);
  }
  return rows.flatMap((bytes) => Array.from({ length: width }, (_, x) => (bytes[x >> 3]! & (0x80 >> (x & 7))) === 0));
}

describe('qrPng', () => {
  it.each(['https://shop.example/o/inv_23456789ABCDEFGHJKLMNPQRST', 'http://127.0.0.1:45678/shop/o/inv_A'])(
    'draws every pixel as the qrcode package draws it: %s',
    (text) => {
      const png = qrPng(text, options);
      const qr = create(qrSegments(text), { errorCorrectionLevel: 'M' });
      const rgba = new Uint8Array(256 * 256 * 4);
      qrToImageData(rgba, qr, getOptions(options));
      const expected = Array.from({ length: 256 * 256 }, (_, pixel) => rgba[pixel * 4] === 0);

      expect(png.readUInt32BE(16)).toBe(256);
      expect(png.readUInt32BE(20)).toBe(256);
      expect(darkPixels(png)).toEqual(expected);
    },
  );

  it('holds the whole text as one byte segment, whatever its letters', () => {
    const text = 'https://kauppa.example/o/inv_ÄÖ23456789ABCDEF';
    const qr = create(qrSegments(text), { errorCorrectionLevel: 'M' });

    expect(qr.segments).toHaveLength(1);
    expect(qr.segments[0]!.mode.id).toBe('Byte');
    expect(Buffer.from((qr.segments[0] as unknown as { data: Uint8Array }).data).toString('utf8')).toBe(text);
  });
});
