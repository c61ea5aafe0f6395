import {
  priceText,
  readPrice,
  readProductRow,
  readStockAndPrice,
  type ProductRowInput,
} from '@/domain/merchant-console/inventory-input';
import { isOnSale, withProduct } from '@/domain/merchant-console/store-product';
import { storeProduct } from '../../../support/fakes/in-memory-store-inventory';

describe('readPrice', () => {
  it.each([
    ['14,90', 1490],
    ['14.9', 1490],
    ['3', 300],
    [' 0.05 ', 5],
    ['100000', 10_000_000],
  ])('reads %p as %p minor units', (text, minor) => {
    expect(readPrice(text)).toEqual({ ok: true, price: minor });
  });

  it.each([
    ['', 'REQUIRED'],
    ['   ', 'REQUIRED'],
    ['12.999', 'NOT_A_PRICE'],
    ['-1', 'NOT_A_PRICE'],
    ['1e3', 'NOT_A_PRICE'],
    ['12,90 €', 'NOT_A_PRICE'],
    ['100000.01', 'TOO_LARGE'],
    // More digits than money holds exactly.
    ['99999999999999999999', 'NOT_A_PRICE'],
  ])('refuses %p as %s', (text, problem) => {
    expect(readPrice(text)).toEqual({ ok: false, problem });
  });

  it('writes a price back as the staff edit it', () => {
    expect([priceText(1490), priceText(5), priceText(0), priceText(120_000)]).toEqual([
      '14.90',
      '0.05',
      '0.00',
      '1200.00',
    ]);
  });
});

describe('readStockAndPrice', () => {
  it('reads a counted stock as a whole number', () => {
    expect(readStockAndPrice({ price: '2,50', stock: '7', unlimited: false, offSale: true }, 3)).toEqual({
      ok: true,
      change: { price: 250, stock: 7, unlimited: false, offSale: false },
    });
  });

  it('keeps the last count while the stock is not counted, whatever the field holds', () => {
    expect(readStockAndPrice({ price: '2', stock: 'x', unlimited: true, offSale: true }, 3)).toEqual({
      ok: true,
      change: { price: 200, stock: 3, unlimited: true, offSale: true },
    });
  });

  it('reads the largest count the server takes, spaces around it left out', () => {
    expect(readStockAndPrice({ price: '2', stock: ' 1000000 ', unlimited: false, offSale: false }, 3)).toEqual({
      ok: true,
      change: { price: 200, stock: 1_000_000, unlimited: false, offSale: false },
    });
  });

  it('refuses a bad price beside a good count, naming the price alone', () => {
    expect(readStockAndPrice({ price: 'abc', stock: '7', unlimited: false, offSale: false }, 3)).toStrictEqual({
      ok: false,
      problems: { price: 'NOT_A_PRICE' },
    });
    expect(readStockAndPrice({ price: '2', stock: 'x', unlimited: false, offSale: false }, 3)).toStrictEqual({
      ok: false,
      problems: { stock: 'NOT_A_COUNT' },
    });
  });

  it.each([
    ['', 'REQUIRED'],
    ['2.5', 'NOT_A_COUNT'],
    ['-1', 'NOT_A_COUNT'],
    ['1000001', 'TOO_LARGE'],
  ])('refuses the count %p as %s, with a bad price beside it', (stock, problem) => {
    expect(readStockAndPrice({ price: 'abc', stock, unlimited: false, offSale: false }, 0)).toEqual({
      ok: false,
      problems: { price: 'NOT_A_PRICE', stock: problem },
    });
  });
});

describe('readProductRow', () => {
  const row: ProductRowInput = {
    name: ' Rye bread ',
    category: 'Bakery',
    brand: '',
    color: '#AA5500',
    size: ' L ',
    price: '4,50',
    description: '',
  };

  it('reads a full row, trimming the texts and leaving empty ones out', () => {
    expect(readProductRow(row)).toEqual({
      ok: true,
      product: {
        name: 'Rye bread',
        category: 'Bakery',
        brand: null,
        color: '#AA5500',
        size: 'L',
        price: 450,
        description: '',
      },
    });
  });

  it('trims every text it keeps, and a blank optional one is none', () => {
    const spaced = { ...row, category: ' Bakery ', brand: '   ', description: ' Fresh daily ' };
    expect(readProductRow(spaced)).toEqual({
      ok: true,
      product: {
        name: 'Rye bread',
        category: 'Bakery',
        brand: null,
        color: '#AA5500',
        size: 'L',
        price: 450,
        description: 'Fresh daily',
      },
    });
  });

  it('counts a text\u2019s length without the spaces around it, up to its limit', () => {
    const atLimits = { ...row, name: ` ${'n'.repeat(200)} `, size: ` ${'x'.repeat(50)} ` };
    expect(readProductRow(atLimits).ok).toBe(true);
  });

  it.each<[Partial<ProductRowInput>, Record<string, string>]>([
    [{ name: '  ' }, { name: 'REQUIRED' }],
    [{ category: '' }, { category: 'REQUIRED' }],
    [{ category: '   ' }, { category: 'REQUIRED' }],
    [{ color: 'red' }, { color: 'NOT_A_COLOUR' }],
    [{ color: 'x#AA5500' }, { color: 'NOT_A_COLOUR' }],
    [{ color: '#AA5500x' }, { color: 'NOT_A_COLOUR' }],
    [{ price: '' }, { price: 'REQUIRED' }],
    [{ size: 'x'.repeat(51) }, { size: 'TOO_LONG' }],
    [
      { name: '', price: '1,234' },
      { name: 'REQUIRED', price: 'NOT_A_PRICE' },
    ],
  ])('refuses %p with %p', (change, problems) => {
    expect(readProductRow({ ...row, ...change })).toEqual({ ok: false, problems });
  });
});

describe('isOnSale', () => {
  it.each([
    [{ unlimited: true, offSale: false, stock: 0 }, true],
    [{ unlimited: true, offSale: true, stock: 9 }, false],
    [{ unlimited: false, offSale: false, stock: 1 }, true],
    [{ unlimited: false, offSale: false, stock: 0 }, false],
  ])('%p is on sale: %p', (product, onSale) => {
    expect(isOnSale(product)).toBe(onSale);
  });
});

describe('withProduct', () => {
  it('replaces the product with the same id where it stood, and leaves the others alone', () => {
    const soup = storeProduct({ queryId: 'soup' });
    const bread = storeProduct({ queryId: 'bread', name: 'Ruisleip\u00e4' });
    const repriced = storeProduct({ queryId: 'soup', price: 1490 });
    const products = withProduct([soup, bread], repriced);
    expect(products).toEqual([repriced, bread]);
    expect(products[1]).toBe(bread);
  });
});
