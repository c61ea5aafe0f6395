import { addStoreProduct, type ProductAsTyped } from '@/server/merchant/add-store-product';
import { inventoryInMemory, storedRecord } from './inventory-in-memory';
import { member } from './order-in-memory';

const soup: ProductAsTyped = { name: '  Lohikeitto ', category: ' Keitot ', cost: 1490 };

describe('addStoreProduct', () => {
  it('keeps the texts trimmed, optional ones sent as spaces as none, and answers the product as stored', async () => {
    const { inventory, added } = inventoryInMemory();
    const typed = { ...soup, brand: '   ', color: ' punainen ', size: '', description: ' Kermainen ' };
    expect(await addStoreProduct(inventory, member, typed)).toEqual({ outcome: 'added', record: storedRecord });
    expect(added).toEqual([
      {
        name: 'Lohikeitto',
        categoryName: 'Keitot',
        brand: null,
        color: 'punainen',
        size: null,
        cost: 1490,
        description: 'Kermainen',
        pictureUrl: null,
      },
    ]);
  });

  it('adds a picture this store keeps by its customers\u2019 address', async () => {
    const { inventory, added } = inventoryInMemory();
    await addStoreProduct(inventory, member, { ...soup, image: 'pic_kept' });
    expect(added.map((product) => product.pictureUrl)).toEqual(['/media/products/7/pic_kept.png']);
  });

  it('refuses a picture the store does not keep as picture_missing, adding nothing', async () => {
    const { inventory, added } = inventoryInMemory();
    const stranger = { ...member, companyId: 8 };
    expect(await addStoreProduct(inventory, stranger, { ...soup, image: 'pic_kept' })).toEqual({
      outcome: 'refused',
      reason: 'picture_missing',
    });
    expect(added).toEqual([]);
  });

  it.each(['products_full', 'categories_full'] as const)('answers a store %s as that refusal', async (outcome) => {
    const { inventory } = inventoryInMemory({ add: { outcome } });
    expect(await addStoreProduct(inventory, member, soup)).toEqual({ outcome: 'refused', reason: outcome });
  });

  it('fails loudly when the added product cannot be read back', async () => {
    const { inventory } = inventoryInMemory({ add: { outcome: 'added', queryId: 'prod_lost' } });
    await expect(addStoreProduct(inventory, member, soup)).rejects.toThrow('The added product was not found');
  });
});
