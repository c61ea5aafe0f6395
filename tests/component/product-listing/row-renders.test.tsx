import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { featureTokens } from '@/application/tokens';
import { createCartFeature } from '@/app/features/cart.wiring';
import type { Product } from '@/domain/catalogue/product';
import type * as PriceModule from '@/presentation/components/catalogue/product-price';
import { aProduct } from '../../support/cart-fixtures';
import { loaded } from '../../support/fake-resolver';
import { LiveInMemoryCart } from '../../support/fakes/live-in-memory-cart';
import { aStore } from '../../support/store-fixtures';
import { renderCatalog } from '../cart/cart-test-kit';

/** How many times each product's price was rendered: one render of its row renders its price once. */
const priceRenders = new Map<string, number>();

// The real price, counted: a row that re-renders renders its price again.
jest.mock('@/presentation/components/catalogue/product-price', () => {
  const actual = jest.requireActual<typeof PriceModule>('@/presentation/components/catalogue/product-price');
  return {
    ...actual,
    ProductPrice: (props: { product: Product }) => {
      priceRenders.set(props.product.queryId, (priceRenders.get(props.product.queryId) ?? 0) + 1);
      return actual.ProductPrice(props);
    },
  };
});

const store = aStore({ queryId: 'store-aalto', name: 'Kahvila Aalto' });
const listAll = '/products/product-list/store-aalto/ALL/ALL/21';
const products = [
  aProduct({ queryId: 'latte', name: 'Latte' }),
  aProduct({ queryId: 'tea', name: 'Tea' }),
  aProduct({ queryId: 'bun', name: 'Cinnamon bun' }),
];

describe('The product list on a click', () => {
  it("re-renders no other product's row when a product is added and its quantity changed", async () => {
    const user = userEvent.setup();
    await renderCatalog(listAll, { store, products });
    const latte = await screen.findByRole('article', { name: 'Latte' });
    const before = new Map(priceRenders);
    expect(before.get('tea')).toBeGreaterThan(0);

    await user.click(within(latte).getByRole('button', { name: 'Add Latte to cart' }));
    const counter = await within(latte).findByRole('group', { name: 'Quantity of Latte' });
    await user.click(within(counter).getByRole('button', { name: 'Increase quantity of Latte' }));
    expect(await within(counter).findByText('2')).toBeInTheDocument();

    expect(priceRenders.get('tea')).toBe(before.get('tea'));
    expect(priceRenders.get('bun')).toBe(before.get('bun'));
  });

  it("asks for the cart's code and storage when the list is shown, before any click", async () => {
    const cart = new LiveInMemoryCart();
    const cartFeature = loaded(createCartFeature({ cartRepository: cart }));
    let asked = 0;
    await renderCatalog(listAll, {
      store,
      cart,
      products,
      overrides: [
        [
          featureTokens.cart,
          () => {
            asked += 1;
            return cartFeature();
          },
        ],
      ],
    });
    await screen.findByRole('article', { name: 'Latte' });

    expect(asked).toBeGreaterThan(0);
  });
});
