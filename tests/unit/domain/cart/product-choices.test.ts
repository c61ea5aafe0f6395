import { missingChoices, noChoices, selectionOf, type ProductChoices } from '@/domain/cart/product-choices';
import type { Product } from '@/domain/catalogue/product';

type Offered = Pick<Product, 'sizes' | 'colors' | 'variants'>;

const plain: Offered = { sizes: [], colors: [], variants: [] };
const sized: Offered = { ...plain, sizes: [{ id: 's-l', name: 'L' }] };
const coloured: Offered = { ...plain, colors: [{ id: 'c-red', name: 'Red' }] };
const sauced: Offered = {
  ...plain,
  variants: [
    { id: 'sauce', name: 'Sauce', options: [{ id: 'sauce-bbq', name: 'BBQ' }] },
    { id: 'bread', name: 'Bread', options: [{ id: 'bread-rye', name: 'Rye' }] },
  ],
};
const everything: Offered = { sizes: sized.sizes, colors: coloured.colors, variants: sauced.variants };
/** A variant group with no options offers nothing to pick. */
const emptyGroup: Offered = { ...plain, variants: [{ id: 'extras', name: 'Extras', options: [] }] };

const picked = (overrides: Partial<ProductChoices>): ProductChoices => ({ ...noChoices, ...overrides });

describe('missingChoices', () => {
  it.each([
    ['a product without choices', plain, noChoices, []],
    ['a size not picked', sized, noChoices, [{ kind: 'SIZE' }]],
    ['a size picked', sized, picked({ sizeId: 's-l' }), []],
    ['a colour not picked', coloured, noChoices, [{ kind: 'COLOR' }]],
    ['a colour picked', coloured, picked({ colorId: 'c-red' }), []],
    [
      'no variant group picked',
      sauced,
      noChoices,
      [
        { kind: 'VARIANT', name: 'Sauce' },
        { kind: 'VARIANT', name: 'Bread' },
      ],
    ],
    [
      'one variant group picked',
      sauced,
      picked({ variantOptionIds: { sauce: 'sauce-bbq' } }),
      [{ kind: 'VARIANT', name: 'Bread' }],
    ],
    ['an empty variant group', emptyGroup, noChoices, []],
    [
      'nothing picked of everything',
      everything,
      noChoices,
      [{ kind: 'SIZE' }, { kind: 'COLOR' }, { kind: 'VARIANT', name: 'Sauce' }, { kind: 'VARIANT', name: 'Bread' }],
    ],
    [
      'everything picked',
      everything,
      picked({ sizeId: 's-l', colorId: 'c-red', variantOptionIds: { sauce: 'sauce-bbq', bread: 'bread-rye' } }),
      [],
    ],
  ] as const)('%s: %j', (_case, product, choices, missing) => {
    expect(missingChoices(product, choices)).toEqual(missing);
  });
});

describe('selectionOf', () => {
  it.each([
    [noChoices, { sizeId: null, colorId: null, variantOptionIds: [] }],
    [
      picked({ sizeId: 's-l', colorId: 'c-red', variantOptionIds: { sauce: 'sauce-bbq', bread: 'bread-rye' } }),
      { sizeId: 's-l', colorId: 'c-red', variantOptionIds: ['sauce-bbq', 'bread-rye'] },
    ],
  ])('keeps %j in the cart as %j', (choices, selection) => {
    expect(selectionOf(choices)).toEqual(selection);
  });
});
