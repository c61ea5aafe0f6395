import type { AddToCartOutcome, AddToCartRequest } from '@/application/cart/add-to-cart.use-case';
import type { ChangeQuantityOutcome } from '@/application/cart/change-quantity.use-case';
import { createCartFeature } from '@/app/features/cart.wiring';
import { checkoutOver } from '../../tests/support/checkout-over';
import { ordersOver } from '../../tests/support/orders-over';
import type { CartStorageFailure } from '@/application/ports/cart-repository.port';
import type { ReOrderOutcome, ReOrderRequest } from '@/application/reorder/re-order.use-case';
import { emptyCart, type Cart, type CartLine, type CartSelection } from '@/domain/cart/cart';
import {
  cartConflictChoiceKeys,
  cartReasonMessageKeys,
  reorderChoiceKeys,
  reorderReasonMessageKeys,
} from '@/presentation/i18n/message-keys/cart-message-keys';
import type { CartConflictChoice, ReorderChoice } from '@/domain/cart/cart-refusal';
import { BrowserSessionScopedData } from '@/infrastructure/session/browser-session-scoped-data';
import type { Product, ProductOption, ProductStore, ProductVariant } from '@/domain/catalogue/product';
import type { Coordinates } from '@/domain/catalogue/store';
import { LiveInMemoryCart } from '../../tests/support/fakes/live-in-memory-cart';
import { InMemoryOrderProducts } from '../../tests/support/fakes/in-memory-order-products';
import { aProduct, aProductStore } from '../../tests/support/cart-fixtures';
import { englishText } from './texts';
import type { StorefrontWorld } from './world';

/** Where the customer ends up after an answer: the cart summary, a product's details page, or where they were. */
export type Destination = 'CART_SUMMARY' | 'DETAILS_PAGE' | 'STAYS';

type Question =
  | {
      readonly kind: 'CART_CONFLICT';
      readonly request: AddToCartRequest;
      readonly choices: readonly CartConflictChoice[];
    }
  | { readonly kind: 'REORDER'; readonly request: ReOrderRequest; readonly choices: readonly ReorderChoice[] };

/** What analysts write in a "units left" cell: a count, or "not counted" for stock the store does not count. */
export type UnitsLeft = number | 'not counted';

/** The choices a product comes with, by name, as the shelf table lists them. */
export interface ShelfChoices {
  readonly sizes?: readonly string[];
  readonly colours?: readonly string[];
  readonly variant?: { readonly name: string; readonly options: readonly string[] };
}

/** The names a customer picks on a details page. */
export interface PickedChoices {
  readonly size?: string;
  readonly colour?: string;
  readonly options?: readonly string[];
}

interface PastOrder {
  readonly lines: ReadonlyArray<{ readonly productName: string; readonly quantity: number }>;
}

const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function options(owner: string, kind: string, names: readonly string[] = []): ProductOption[] {
  return names.map((name) => ({ id: `${owner}-${kind}-${slug(name)}`, name }));
}

/**
 * One scenario of the cart area: the stores and products on the shelves, the customer's location, a cart
 * kept in memory, and the cart and re-order use cases over them. Remembers what the customer was last
 * told, asked, and sent to.
 */
export class CartDriver {
  readonly cartRepository = new LiveInMemoryCart();
  private readonly orderProducts = new InMemoryOrderProducts();
  /** The cart's use cases as the app wires them. */
  private readonly cartFeature = createCartFeature({ cartRepository: this.cartRepository });
  private readonly addToCart = this.cartFeature.addToCart;
  private readonly clearCartAndAdd = this.cartFeature.clearCartAndAdd;
  private readonly changeQuantity = this.cartFeature.changeQuantity;
  private readonly removeCartLine = this.cartFeature.removeCartLine;
  private readonly viewCart = this.cartFeature.viewCart;
  private readonly unavailableProducts = checkoutOver({ cartRepository: this.cartRepository }).unavailableProducts;
  private readonly reOrder = ordersOver({ cartRepository: this.cartRepository, orderProducts: this.orderProducts })
    .reOrder;

  private readonly stores = new Map<string, ProductStore>();
  private readonly products = new Map<string, { readonly storeName: string; readonly product: Product }>();
  private readonly pastOrders = new Map<string, PastOrder>();

  customerLocation: Coordinates | null = null;
  /** The i18n key of what the customer was last told, or null when nothing was said. */
  messageKey: string | null = null;
  /** The code of the last refusal, or null when the last action went through. */
  refusal: string | null = null;
  question: Question | null = null;
  destination: Destination = 'STAYS';
  /** The product the customer last tried to put in the cart. */
  lastProductName: string | null = null;
  /** The product whose details page the customer was sent to. */
  detailsPageOf: string | null = null;
  lineAwaitingConfirmation: string | null = null;
  noticeLines: readonly CartLine[] | null = null;
  private noticedProductIds: readonly string[] = [];

  store(name: string): ProductStore {
    const known = this.stores.get(name);
    if (known) return known;
    const made = aProductStore({ queryId: slug(name), name, merchantAddressId: `${slug(name)}-address` });
    this.stores.set(name, made);
    return made;
  }

  changeStore(name: string, change: Partial<ProductStore>): void {
    this.stores.set(name, { ...this.store(name), ...change });
  }

  stock(productName: string, storeName: string, choices: ShelfChoices = {}): void {
    const id = slug(productName);
    const variants: ProductVariant[] = choices.variant
      ? [
          {
            id: `${id}-${slug(choices.variant.name)}`,
            name: choices.variant.name,
            options: options(id, 'option', choices.variant.options),
          },
        ]
      : [];
    this.store(storeName);
    this.products.set(productName, {
      storeName,
      product: aProduct({
        queryId: id,
        name: productName,
        description: `${productName} of ${storeName}`,
        sizes: options(id, 'size', choices.sizes),
        colors: options(id, 'colour', choices.colours),
        variants,
      }),
    });
  }

  changeProduct(name: string, change: Partial<Product>): void {
    const shelved = this.shelved(name);
    this.products.set(name, { ...shelved, product: { ...shelved.product, ...change } });
  }

  setUnitsLeft(name: string, unitsLeft: UnitsLeft): void {
    this.changeProduct(
      name,
      unitsLeft === 'not counted'
        ? { unlimited: true, availableQuantity: 0 }
        : { unlimited: false, availableQuantity: unitsLeft },
    );
  }

  /** The product as sold now, with its store's current status and place. */
  product(name: string): Product {
    const { storeName, product } = this.shelved(name);
    return { ...product, store: this.store(storeName) };
  }

  recordPastOrder(orderId: string, lines: PastOrder['lines']): void {
    this.pastOrders.set(orderId, { lines });
  }

  async put(productName: string, quantity: number, picked?: PickedChoices): Promise<void> {
    this.lastProductName = productName;
    const request: AddToCartRequest = {
      product: this.product(productName),
      quantity,
      customerLocation: this.customerLocation,
      ...(picked ? { selection: this.selectionOf(productName, picked) } : {}),
    };
    this.hear(await this.addToCart(request), request);
  }

  async putAll(lines: ReadonlyArray<{ readonly productName: string; readonly quantity: number }>): Promise<void> {
    for (const { productName, quantity } of lines) {
      await this.put(productName, quantity);
      if (this.messageKey !== null) throw new Error(`Could not put ${productName} in the cart: ${this.messageKey}`);
    }
  }

  async choose(label: string): Promise<void> {
    const question = this.question;
    if (!question) throw new Error('The customer was asked nothing');
    const keys: Readonly<Record<string, string>> =
      question.kind === 'CART_CONFLICT' ? cartConflictChoiceKeys : reorderChoiceKeys;
    const choice = question.choices.find((candidate) => englishText(keys[candidate] ?? '') === label);
    if (!choice) throw new Error(`"${label}" is not among the choices ${question.choices.join(', ')}`);
    this.question = null;
    if (question.kind === 'REORDER') {
      await this.answerReorder({ ...question.request, choice: choice as ReorderChoice });
    } else if (choice === 'PROCEED_TO_CART') {
      this.destination = 'CART_SUMMARY';
    } else {
      this.hear(await this.clearCartAndAdd(question.request), question.request);
    }
  }

  async setQuantity(productName: string, quantity: number, onCartScreen: boolean): Promise<void> {
    const outcome = await this.changeQuantity({ lineId: this.lineOf(productName).lineId, quantity, onCartScreen });
    this.hear(outcome);
  }

  async confirmRemoval(): Promise<void> {
    if (this.lineAwaitingConfirmation === null) throw new Error('No removal is waiting for a confirmation');
    this.hear(await this.removeCartLine(this.lineAwaitingConfirmation));
    this.lineAwaitingConfirmation = null;
  }

  async deleteLine(productName: string): Promise<void> {
    this.hear(await this.removeCartLine(this.lineOf(productName).lineId));
  }

  async startEmpty(): Promise<void> {
    await this.cartRepository.save(emptyCart);
  }

  /** The cart is emptied as the product empties it when a session ends (logout, or an expired session). */
  async endSession(): Promise<void> {
    // No note is written in these scenarios; the unit tests cover its forgetting.
    await new BrowserSessionScopedData(
      this.cartRepository,
      () => Promise.resolve(),
      () => undefined,
    ).clearCart();
  }

  /** The cart as a later visit reads it back. */
  async revisit(): Promise<Cart> {
    const outcome = await this.viewCart();
    this.hear(outcome);
    if (!outcome.ok) throw new Error(`The cart could not be read: ${outcome.reason}`);
    return outcome.cart;
  }

  async invoiceRefusedFor(productNames: readonly string[]): Promise<void> {
    this.noticedProductIds = productNames.map((name) => this.product(name).queryId);
    const notice = await this.unavailableProducts.notice(this.noticedProductIds);
    if (notice.ok) {
      this.noticeLines = notice.lines;
    } else {
      this.hear(notice);
    }
  }

  async closeNotice(): Promise<void> {
    this.hear(await this.unavailableProducts.acknowledge(this.noticedProductIds));
    this.noticeLines = null;
  }

  async reorder(orderId: string): Promise<void> {
    const past = this.pastOrders.get(orderId);
    if (!past) throw new Error(`No past order ${orderId}`);
    // The server answers with the products as sold now, so the order is read at the moment of re-ordering.
    this.orderProducts.add(
      orderId,
      past.lines.map(({ productName, quantity }) => ({ product: this.product(productName), quantity })),
    );
    const storeName = this.shelved(past.lines[0]?.productName ?? '').storeName;
    await this.answerReorder({ orderId, merchantIsOpen: this.store(storeName).isOpen });
  }

  get cart(): Cart {
    return this.cartRepository.cart;
  }

  lineOf(productName: string): CartLine {
    const lines = this.cart.lines.filter((line) => line.name === productName);
    if (lines.length !== 1) throw new Error(`The cart has ${lines.length} lines of ${productName}`);
    return lines[0] as CartLine;
  }

  choiceLabels(): string[] {
    const question = this.question;
    if (!question) return [];
    return question.kind === 'CART_CONFLICT'
      ? question.choices.map((choice) => englishText(cartConflictChoiceKeys[choice]))
      : question.choices.map((choice) => englishText(reorderChoiceKeys[choice]));
  }

  private async answerReorder(request: ReOrderRequest): Promise<void> {
    const outcome: ReOrderOutcome = await this.reOrder(request);
    this.messageKey = null;
    this.refusal = null;
    this.destination = 'STAYS';
    if (outcome.ok) {
      if (outcome.done !== 'CANCELLED') this.destination = outcome.goTo;
      return;
    }
    this.refusal = outcome.reason;
    this.messageKey = reorderReasonMessageKeys[outcome.reason];
    if (outcome.reason === 'CART_NOT_EMPTY') this.question = { kind: 'REORDER', request, choices: outcome.choices };
  }

  private hear(
    outcome: AddToCartOutcome | ChangeQuantityOutcome | CartStorageFailure,
    request?: AddToCartRequest,
  ): void {
    this.messageKey = null;
    this.refusal = null;
    this.question = null;
    this.destination = 'STAYS';
    this.detailsPageOf = null;
    if (outcome.ok) {
      if ('needsConfirmation' in outcome) this.lineAwaitingConfirmation = outcome.lineId;
      return;
    }
    this.refusal = outcome.reason;
    this.messageKey = cartReasonMessageKeys[outcome.reason];
    if (outcome.reason === 'NEEDS_DETAILS_PAGE') {
      this.destination = 'DETAILS_PAGE';
      this.detailsPageOf = request?.product.name ?? null;
    }
    if ('choices' in outcome && request) this.question = { kind: 'CART_CONFLICT', request, choices: outcome.choices };
  }

  private selectionOf(productName: string, picked: PickedChoices): CartSelection {
    const product = this.product(productName);
    const idOf = (choices: readonly ProductOption[], name: string): string => {
      const found = choices.find((choice) => choice.name === name);
      if (!found) throw new Error(`${productName} has no choice "${name}"`);
      return found.id;
    };
    const allOptions = product.variants.flatMap((variant) => variant.options);
    return {
      sizeId: picked.size === undefined ? null : idOf(product.sizes, picked.size),
      colorId: picked.colour === undefined ? null : idOf(product.colors, picked.colour),
      variantOptionIds: (picked.options ?? []).map((name) => idOf(allOptions, name)),
    };
  }

  private shelved(name: string): { readonly storeName: string; readonly product: Product } {
    const shelved = this.products.get(name);
    if (!shelved) throw new Error(`"${name}" is not on the shelves`);
    return shelved;
  }
}

/** This scenario's cart driver, shared by the cart, quantity, delivery-area and re-order steps. */
export function cartDriver(world: StorefrontWorld): CartDriver {
  return world.driver('cart', () => new CartDriver());
}
