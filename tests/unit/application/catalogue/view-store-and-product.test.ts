import { createViewProduct } from '@/application/catalogue/view-product.use-case';
import { createViewStore } from '@/application/catalogue/view-store.use-case';
import { aProduct } from '../../../support/cart-fixtures';
import { InMemoryProductCatalog } from '../../../support/fakes/in-memory-product-catalog';
import { aStore } from '../../../support/store-fixtures';

const aalto = aStore({ queryId: 'store-aalto' });
const drinks = { id: 'drinks', name: 'Drinks', pictureUrl: null, subCategories: [] };
const latte = aProduct({ queryId: 'latte', name: 'Latte' });
const mocha = aProduct({ queryId: 'mocha', name: 'Mocha' });

describe('ViewStore', () => {
  it('answers the store asked for with its menu sections', async () => {
    const viewStore = createViewStore({ productCatalog: new InMemoryProductCatalog(aalto, [drinks], []) });
    await expect(viewStore('store-aalto')).resolves.toEqual({ store: aalto, categories: [drinks] });
  });

  it('fails when the store cannot be read', async () => {
    const viewStore = createViewStore({ productCatalog: new InMemoryProductCatalog(aalto, [drinks], []) });
    await expect(viewStore('store-elsewhere')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('ViewProduct', () => {
  it('answers the product asked for', async () => {
    const viewProduct = createViewProduct({ productCatalog: new InMemoryProductCatalog(aalto, [], [latte, mocha]) });
    await expect(viewProduct('mocha')).resolves.toBe(mocha);
  });
});
