import type { CartFeature } from '@/application/cart/cart.feature';
import { createAddToCart } from '@/application/cart/add-to-cart.use-case';
import { createChangeQuantity } from '@/application/cart/change-quantity.use-case';
import { createClearCartAndAdd } from '@/application/cart/clear-cart-and-add.use-case';
import { createRemoveCartLine } from '@/application/cart/remove-cart-line.use-case';
import { createViewCart } from '@/application/cart/view-cart.use-case';
import type { CartChanges } from '@/application/ports/cart-changes.port';
import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { Build } from './feature-binding';

export interface CartPorts {
  /** One adapter keeps the cart and tells of its changes, so both fall back to memory together. */
  readonly cartRepository: CartRepository & CartChanges;
}

export function createCartFeature(ports: CartPorts): CartFeature {
  const { cartRepository } = ports;
  return {
    viewCart: createViewCart({ cartRepository }),
    addToCart: createAddToCart({ cartRepository }),
    changeQuantity: createChangeQuantity({ cartRepository }),
    removeCartLine: createRemoveCartLine({ cartRepository }),
    clearCartAndAdd: createClearCartAndAdd({ cartRepository }),
    cartChanges: cartRepository,
  };
}

/** The cart over the shared cart storage, whose database code the registry fetches beside this chunk. */
export const buildFeature: Build<Promise<CartFeature>> = async (shared) =>
  createCartFeature({ cartRepository: await shared.cartStorage() });
