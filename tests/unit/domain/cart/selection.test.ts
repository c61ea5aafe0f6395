import fc from 'fast-check';
import { cartLineId, isSameSelection, noSelection, normalisedSelection } from '@/domain/cart/selection';
import { aSelection } from '../../../support/cart-fixtures';

describe('selections', () => {
  it('sorts and de-duplicates variant options', () => {
    expect(normalisedSelection(aSelection({ sizeId: 's', variantOptionIds: ['c', 'a', 'b', 'a'] }))).toEqual({
      sizeId: 's',
      colorId: null,
      variantOptionIds: ['a', 'b', 'c'],
    });
  });

  it.each([
    ['nothing picked', noSelection, aSelection(), true],
    [
      'options in another order',
      aSelection({ variantOptionIds: ['x', 'y'] }),
      aSelection({ variantOptionIds: ['y', 'x'] }),
      true,
    ],
    ['another size', aSelection({ sizeId: 's' }), aSelection({ sizeId: 'm' }), false],
    ['a size against none', aSelection({ sizeId: 's' }), aSelection(), false],
    ['another colour', aSelection({ colorId: 'red' }), aSelection({ colorId: 'blue' }), false],
    ['another option', aSelection({ variantOptionIds: ['x'] }), aSelection({ variantOptionIds: ['y'] }), false],
    [
      'one option of two changed',
      aSelection({ variantOptionIds: ['x', 'y'] }),
      aSelection({ variantOptionIds: ['x', 'z'] }),
      false,
    ],
    [
      'an option picked twice',
      aSelection({ variantOptionIds: ['x', 'x'] }),
      aSelection({ variantOptionIds: ['x'] }),
      true,
    ],
    ['one option more', aSelection({ variantOptionIds: ['x'] }), aSelection({ variantOptionIds: ['x', 'y'] }), false],
    ['one option fewer', aSelection({ variantOptionIds: ['x', 'y'] }), aSelection({ variantOptionIds: ['x'] }), false],
    ['a size id equal to a colour id', aSelection({ sizeId: 'a' }), aSelection({ colorId: 'a' }), false],
  ])('%s: same is %s', (_case, first, second, expected) => {
    expect(isSameSelection(first, second)).toBe(expected);
    expect(cartLineId('p', first) === cartLineId('p', second)).toBe(expected);
  });

  it('keeps products apart even with the same selection', () => {
    expect(cartLineId('latte', noSelection)).not.toBe(cartLineId('mocha', noSelection));
  });

  it('cannot be fooled by ids holding separators', () => {
    const first = cartLineId('a","b', aSelection({ variantOptionIds: ['c'] }));
    const second = cartLineId('a', aSelection({ sizeId: 'b', variantOptionIds: ['c'] }));
    expect(first).not.toBe(second);
  });

  it('gives the same line id for any order of the same options', () => {
    const optionsAndAShuffle = fc
      .uniqueArray(fc.string())
      .chain((options) =>
        fc.tuple(
          fc.constant(options),
          fc.shuffledSubarray(options, { minLength: options.length, maxLength: options.length }),
        ),
      );
    fc.assert(
      fc.property(
        optionsAndAShuffle,
        ([options, shuffled]) =>
          cartLineId('p', aSelection({ variantOptionIds: options })) ===
          cartLineId('p', aSelection({ variantOptionIds: shuffled })),
      ),
    );
  });
});
