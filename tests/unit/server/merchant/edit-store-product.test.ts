import { editStoreProduct, type ProductDetailsAsTyped } from '@/server/merchant/edit-store-product';
import { inventoryInMemory, storedRecord } from './inventory-in-memory';
import { member } from './order-in-memory';

const details: ProductDetailsAsTyped = {
  name: ' Lohikeitto ',
  category: ' Keitot ',
  brand: '  ',
  description: ' Kermainen ',
  sizes: [' iso ', 'pieni'],
  colors: [],
};

describe('editStoreProduct', () => {
  it('keeps the texts trimmed, a brand of spaces as none, and the product\u2019s own picture without a new one', async () => {
    const { inventory, edited } = inventoryInMemory();
    expect(await editStoreProduct(inventory, member, 'prod_new', details)).toEqual({
      outcome: 'edited',
      record: storedRecord,
    });
    expect(edited).toEqual([
      {
        productQueryId: 'prod_new',
        details: {
          name: 'Lohikeitto',
          categoryName: 'Keitot',
          brand: null,
          description: 'Kermainen',
          sizes: ['iso', 'pieni'],
          colors: [],
        },
      },
    ]);
  });

  it('sets a new picture the store keeps', async () => {
    const { inventory, edited } = inventoryInMemory();
    await editStoreProduct(inventory, member, 'prod_new', { ...details, image: 'pic_kept' });
    expect(edited[0]?.details.pictureUrl).toBe('/media/products/7/pic_kept.png');
  });

  it('refuses a picture the store does not keep before the product is looked for, editing nothing', async () => {
    const { inventory, edited } = inventoryInMemory({ edit: null });
    expect(await editStoreProduct(inventory, member, 'prod_gone', { ...details, image: 'pic_gone' })).toEqual({
      outcome: 'refused',
      reason: 'picture_missing',
    });
    expect(edited).toEqual([]);
  });

  it('answers a product the store does not have as not_found', async () => {
    const { inventory } = inventoryInMemory({ edit: null });
    expect(await editStoreProduct(inventory, member, 'prod_gone', details)).toEqual({ outcome: 'not_found' });
  });

  it('answers a store full of categories as that refusal', async () => {
    const { inventory } = inventoryInMemory({ edit: 'categories_full' });
    expect(await editStoreProduct(inventory, member, 'prod_new', details)).toEqual({
      outcome: 'refused',
      reason: 'categories_full',
    });
  });
});
