import type { ProductDto } from '@/contract/catalogue/products.contract';
import type { InvoiceItemAttributes } from '@/contract/orders/create-invoice.contract';
import { isOutOfStock } from '@/domain/catalogue/stock';
import { checkLineQuantity } from '@/domain/cart/quantity';
import { productFromDto as toDomainProduct } from '@/contract/catalogue/product-from-dto';

/** The stored products of one store by query id; a product of another store is not one of them. */
export function productsOfStore(
  products: readonly ProductDto[],
  storeQueryId: string,
): ReadonlyMap<string, ProductDto> {
  return new Map(
    products
      .filter((product) => product.merchant.query_id === storeQueryId)
      .map((product) => [product.query_id, product]),
  );
}

/** Every size, colour and variant option the line names is one the product still offers. */
function offersChosenOptions(product: ProductDto, item: InvoiceItemAttributes): boolean {
  const variantOptionIds = new Set(product.variants.flatMap((variant) => variant.options.map((option) => option.id)));
  const offers = (options: readonly { id: string }[], id: string | undefined) =>
    id === undefined || options.some((option) => option.id === id);
  return (
    offers(product.product_sizes, item.size?.id) &&
    offers(product.product_colors, item.color?.id) &&
    item.variant_option_ids.every((id) => variantOptionIds.has(id))
  );
}

/**
 * The query ids of the requested products the store cannot sell as asked, each once, in the order asked:
 * unknown (or another store's), out of stock, an option no longer offered, or more units than the
 * quantity rule allows. Lines of one product in several selections draw on the same stock, so their
 * quantities are checked together.
 */
export function unavailableProductIds(
  items: readonly InvoiceItemAttributes[],
  products: ReadonlyMap<string, ProductDto>,
): readonly string[] {
  const quantityOf = new Map<string, number>();
  for (const item of items) {
    quantityOf.set(item.product_query_id, (quantityOf.get(item.product_query_id) ?? 0) + item.quantity);
  }
  const unavailable = new Set<string>();
  for (const item of items) {
    const product = products.get(item.product_query_id);
    const sellable =
      product !== undefined &&
      !isOutOfStock(toDomainProduct(product)) &&
      offersChosenOptions(product, item) &&
      checkLineQuantity(item.quantity, product.product_available_quantity).ok &&
      checkLineQuantity(quantityOf.get(item.product_query_id) ?? 0, product.product_available_quantity).ok;
    if (!sellable) unavailable.add(item.product_query_id);
  }
  return [...unavailable];
}
