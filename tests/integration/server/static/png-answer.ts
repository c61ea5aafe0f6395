/** What a PNG answer holds, read from its header chunk: the tests check that a raster is a real PNG of its size. */
export interface PngAnswer {
  readonly contentType: string | null;
  readonly isPng: boolean;
  readonly width: number;
  readonly height: number;
}

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export async function readPngAnswer(response: Response): Promise<PngAnswer> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isPng = bytes.length > 24 && signature.every((byte, index) => bytes[index] === byte);
  return {
    contentType: response.headers.get('content-type'),
    isPng,
    // IHDR is the first chunk: its width and height follow the signature, the chunk's length and its type.
    width: isPng ? view.getUint32(16) : 0,
    height: isPng ? view.getUint32(20) : 0,
  };
}

/** The drawing a raster is made from: the same address with .svg. */
export const drawingOf = (pictureUrl: string) => pictureUrl.replace(/\.png$/, '.svg');
