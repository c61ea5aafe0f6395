import { glyphFor, productPictureSvg } from '@/server/seed/product-picture';

describe("the demo catalogue's product pictures", () => {
  it('draws a kind of thing read from the name, in Finnish or in English', () => {
    expect(glyphFor('Lohikeitto')).toBe(glyphFor('Tomato soup'));
    expect(glyphFor('Margherita')).toBe(glyphFor('Pizza Pepperoni'));
    expect(glyphFor('Kahvi')).toBe(glyphFor('Caffe latte'));
    expect(glyphFor('Lohikeitto')).not.toBe(glyphFor('Margherita'));
  });

  it('draws knife and fork for a name that tells no kind', () => {
    expect(glyphFor('Päivän annos')).toBe(glyphFor('Chef’s special'));
    expect(glyphFor('Päivän annos')).not.toBe(glyphFor('Lohikeitto'));
  });

  it('labels the picture with the name, escaped, and keeps the colour of the product between calls', () => {
    const svg = productPictureSvg('kahvila--x', 'Fish & "chips" <deluxe>');
    expect(svg).toContain('aria-label="Fish &#38; &#34;chips&#34; &#60;deluxe&#62;"');
    expect(svg).not.toContain('<deluxe>');
    expect(productPictureSvg('kahvila--x', 'A')).toBe(productPictureSvg('kahvila--x', 'A'));
  });
});
