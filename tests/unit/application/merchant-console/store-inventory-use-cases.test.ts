import {
  createStoreInventoryUseCases,
  maxPictureBytes,
} from '@/application/merchant-console/store-inventory.use-cases';
import { InMemoryStoreInventory, storeProduct } from '../../../support/fakes/in-memory-store-inventory';

const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const picture = (leadingBytes: Uint8Array, size: number) => ({
  size,
  leadingBytes,
  content: new Blob([new Uint8Array(leadingBytes)]),
  fileName: 'a.png',
});

function inventoryOver() {
  const inventory = new InMemoryStoreInventory(storeProduct({ queryId: 'soup', price: 1000 }));
  return { inventory, ...createStoreInventoryUseCases({ inventory }) };
}

describe('the inventory\u2019s use cases', () => {
  it('send a valid change and answer the product as stored', async () => {
    const { inventory, changeStoreProduct } = inventoryOver();
    const outcome = await changeStoreProduct('soup', { price: '12', stock: '4', unlimited: false, offSale: false }, 0);
    expect(outcome).toMatchObject({ ok: true, product: { price: 1200, stock: 4, unlimited: false } });
    expect(inventory.changes).toHaveLength(1);
  });

  it('send nothing the rule refuses', async () => {
    const { inventory, changeStoreProduct, addStoreProduct } = inventoryOver();
    expect(await changeStoreProduct('soup', { price: '-', stock: '', unlimited: false, offSale: false }, 0)).toEqual({
      ok: false,
      problems: { price: 'NOT_A_PRICE', stock: 'REQUIRED' },
    });
    const row = { name: '', category: 'Soups', brand: '', color: '', size: '', price: '1', description: '' };
    expect(await addStoreProduct(row, null)).toEqual({ ok: false, problems: { name: 'REQUIRED' } });
    expect([inventory.changes, inventory.added]).toEqual([[], []]);
  });

  it('list the store\u2019s products and categories as the server answers them', async () => {
    const { listStoreInventory } = inventoryOver();
    await expect(listStoreInventory()).resolves.toEqual({
      products: [expect.objectContaining({ queryId: 'soup' })],
      categories: ['Soups', 'Drinks'],
    });
  });

  it('send a valid new product with its picture, as the rule reads the row', async () => {
    const { inventory, addStoreProduct } = inventoryOver();
    const row = { name: ' Kahvi ', category: 'Drinks', brand: '', color: '', size: '', price: '3,50', description: '' };
    expect(await addStoreProduct(row, 'pic-1')).toMatchObject({ ok: true, product: { name: 'Kahvi', price: 350 } });
    expect(inventory.added).toEqual([
      { product: expect.objectContaining({ name: 'Kahvi', category: 'Drinks', price: 350 }), pictureId: 'pic-1' },
    ]);
  });

  it('send a valid edit of the chosen product as the rule reads it, and nothing it refuses', async () => {
    const { inventory, editStoreProduct } = inventoryOver();
    const input = { name: ' Lohikeitto ', category: 'Soups', brand: '', description: '', sizes: 'S\nL\ns', colors: '' };
    expect(await editStoreProduct('soup', { ...input, name: ' ' }, null)).toEqual({
      ok: false,
      problems: { name: 'REQUIRED' },
    });
    expect(inventory.edits).toEqual([]);
    expect(await editStoreProduct('soup', input, 'pic-2')).toMatchObject({ ok: true, product: { sizes: ['S', 'L'] } });
    expect(inventory.edits).toEqual([
      {
        productQueryId: 'soup',
        details: { name: 'Lohikeitto', category: 'Soups', brand: null, description: '', sizes: ['S', 'L'], colors: [] },
        pictureId: 'pic-2',
      },
    ]);
  });

  it('remove the chosen product', async () => {
    const { inventory, removeStoreProduct } = inventoryOver();
    await removeStoreProduct('soup');
    expect(inventory.removed).toEqual(['soup']);
  });

  it('upload only a PNG or JPEG by its content, of at most 5 MB', async () => {
    const { inventory, uploadProductPicture } = inventoryOver();
    expect(await uploadProductPicture(picture(new TextEncoder().encode('GIF89a..'), 10))).toEqual({
      ok: false,
      refusal: 'NOT_JPEG_OR_PNG',
    });
    expect(await uploadProductPicture(picture(pngHead, maxPictureBytes + 1))).toEqual({
      ok: false,
      refusal: 'TOO_LARGE',
    });
    expect(inventory.uploads).toEqual([]);
    expect(await uploadProductPicture(picture(pngHead, maxPictureBytes))).toMatchObject({ ok: true });
    expect(inventory.uploads).toEqual(['a.png']);
  });

  it('send a dropdown entry to delete trimmed, and nothing for an empty one', async () => {
    const { inventory, deleteProductOption } = inventoryOver();
    expect(await deleteProductOption('category', '  Drinks ')).toEqual({ ok: true });
    expect(await deleteProductOption('brand', '  ')).toEqual({ ok: false, problem: 'REQUIRED' });
    expect(inventory.deletedOptions).toEqual([{ list: 'category', value: 'Drinks' }]);
    expect(inventory.categories).toEqual(['Soups']);
  });

  it('answer the server\u2019s refusal of an entry a product uses', async () => {
    const { deleteProductOption } = inventoryOver();
    expect(await deleteProductOption('category', 'soups')).toEqual({
      ok: false,
      message: expect.stringContaining('Lohikeitto'),
    });
  });
});
