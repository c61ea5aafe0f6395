import {
  detailsInputOf,
  readProductDetails,
  type ProductDetailsInput,
} from '@/domain/merchant-console/product-details-input';

const filled: ProductDetailsInput = {
  name: ' Lohikeitto ',
  category: 'Soups',
  brand: '',
  description: 'Creamy',
  sizes: 'Small\n\n 0,5 l \nsmall',
  colors: '',
};

describe('readProductDetails', () => {
  it('reads the form trimmed, a size a line (commas kept), each once whatever its case, no brand as none', () => {
    expect(readProductDetails(filled)).toEqual({
      ok: true,
      details: {
        name: 'Lohikeitto',
        category: 'Soups',
        brand: null,
        description: 'Creamy',
        sizes: ['Small', '0,5 l'],
        colors: [],
      },
    });
  });

  it.each([
    ['name', { name: '  ' }, 'REQUIRED'],
    ['category', { category: '' }, 'REQUIRED'],
    ['name', { name: 'x'.repeat(201) }, 'TOO_LONG'],
    ['brand', { brand: 'x'.repeat(101) }, 'TOO_LONG'],
    ['description', { description: 'x'.repeat(2_001) }, 'TOO_LONG'],
    ['sizes', { sizes: 'x'.repeat(51) }, 'TOO_LONG'],
    ['colors', { colors: Array.from({ length: 51 }, (_, index) => `C${index}`).join('\n') }, 'TOO_LONG'],
  ] as const)('refuses %s: %j is %s', (field, change, problem) => {
    expect(readProductDetails({ ...filled, ...change })).toEqual({ ok: false, problems: { [field]: problem } });
  });

  it('trims every text it keeps, and a brand given is kept', () => {
    const spaced = { ...filled, category: ' Soups ', brand: ' Helmi ', description: ' Creamy ' };
    expect(readProductDetails(spaced)).toMatchObject({
      ok: true,
      details: { category: 'Soups', brand: 'Helmi', description: 'Creamy' },
    });
  });

  it('counts a text\u2019s length without the spaces around it, and takes a text or a size at its limit', () => {
    const atLimits = { ...filled, name: ` ${'n'.repeat(200)} `, sizes: 'x'.repeat(50) };
    expect(readProductDetails(atLimits)).toMatchObject({ ok: true });
    expect(readProductDetails({ ...filled, category: '   ' })).toEqual({
      ok: false,
      problems: { category: 'REQUIRED' },
    });
  });

  it('takes fifty sizes, the most a product lists', () => {
    const sizes = Array.from({ length: 50 }, (_, index) => `S${index}`).join('\n');
    expect(readProductDetails({ ...filled, sizes })).toMatchObject({ ok: true });
  });
});

describe('detailsInputOf', () => {
  it('fills the form with the product as stored, a size or colour a line', () => {
    expect(
      detailsInputOf({
        queryId: 'soup',
        name: 'Lohikeitto',
        description: '',
        categoryName: 'Soups',
        brand: null,
        price: 1290,
        priceAfterPromotion: 1290,
        currency: 'EUR',
        promotion: null,
        stock: 0,
        unlimited: true,
        offSale: false,
        sizes: ['S', 'L'],
        colors: ['Musta', 'Valkoinen'],
        pictureUrl: null,
      }),
    ).toEqual({
      name: 'Lohikeitto',
      category: 'Soups',
      brand: '',
      description: '',
      sizes: 'S\nL',
      colors: 'Musta\nValkoinen',
    });
  });
});
