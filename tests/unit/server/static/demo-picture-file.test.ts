import { pictureFileOf } from '@/server/static/demo-picture-reply';

describe('a demo picture asked for by file name', () => {
  it('is the drawing for .svg and its raster for .png', () => {
    expect(pictureFileOf('sataman-helmi.svg')).toEqual({ name: 'sataman-helmi', format: 'svg' });
    expect(pictureFileOf('portti-a.png')).toEqual({ name: 'portti-a', format: 'png' });
  });

  it.each([
    'sataman-helmi.jpg',
    'sataman-helmi',
    'Sataman-Helmi.png',
    '../package.png',
    'a/b.svg',
    '.png',
    'x.png.svg.png',
  ])('names no picture for %s', (file) => {
    expect(pictureFileOf(file)).toBeNull();
  });
});
