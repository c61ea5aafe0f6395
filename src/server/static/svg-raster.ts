import { readFileSync } from 'node:fs';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

/**
 * The demo's drawings (banners, logos, product pictures) as PNG. A browser opens every SVG shown as an image as a
 * document of its own, with its own style and layout and a font lookup for its text: on the store listing that was
 * about a fifth of the page's main-thread work (BENCHMARKS.md, "The demo's pictures as PNG"). A raster is decoded
 * off the main thread.
 */

/** resvg's engine, compiled on the first picture asked for, never at start: most servers are never asked for one. */
let engine: Promise<void> | undefined;

function readyEngine(): Promise<void> {
  engine ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return engine;
}

/**
 * The faces the drawings' text falls back to. The engine sees no system fonts, and the drawings name Verdana,
 * Georgia and system-ui, which a server may not have: DejaVu stands in for every sans-serif and serif name.
 */
let faces: Uint8Array[] | undefined;

function fontFaces(): Uint8Array[] {
  faces ??= ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSerif.ttf'].map((file) =>
    readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)),
  );
  return faces;
}

/** Draws an SVG document as a PNG this many pixels wide, its height in the drawing's own proportion. */
export async function svgToPng(svg: string, widthPx: number): Promise<Buffer> {
  await readyEngine();
  const drawing = new Resvg(svg, {
    fitTo: { mode: 'width', value: widthPx },
    font: {
      fontBuffers: fontFaces(),
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
      serifFamily: 'DejaVu Serif',
    },
  });
  // The engine's memory is its own, outside the JavaScript heap: what it holds is handed back at once.
  try {
    const image = drawing.render();
    try {
      return Buffer.from(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    drawing.free();
  }
}
