import type { OrderProducts } from '@/application/ports/order-products.port';
import { apiPaths } from '@/contract/api-paths';
import { productFromDto } from '@/contract/catalogue/product-from-dto';
import { productsResponseSchema, type ProductDto } from '@/contract/catalogue/products.contract';
import type { OrderedProduct } from '@/domain/cart/reorder';
import { normalisedSelection } from '@/domain/cart/selection';
import type { HttpClient } from '../http/http-client';

/** An order holds few lines; one page of the server's largest size covers it. */
const orderLinesPageSize = 100;

function orderedProductFromDto(dto: ProductDto): OrderedProduct | null {
  if (!dto.ordered) return null;
  return {
    product: productFromDto(dto),
    quantity: dto.ordered.quantity,
    selection: normalisedSelection({
      sizeId: dto.ordered.size?.id ?? null,
      colorId: dto.ordered.color?.id ?? null,
      variantOptionIds: dto.ordered.variant_options.map((option) => option.id),
    }),
  };
}

/** The products of a past order (GET products?order_id), as the store sells them now. */
export class HttpOrderProducts implements OrderProducts {
  constructor(private readonly walletV1: HttpClient) {}

  async productsOfOrder(orderId: string): Promise<readonly OrderedProduct[]> {
    const body = await this.walletV1.get(
      apiPaths.products,
      { order_id: orderId, page: 1, per_page: orderLinesPageSize },
      productsResponseSchema,
    );
    return body.products.flatMap((dto) => {
      const ordered = orderedProductFromDto(dto);
      return ordered ? [ordered] : [];
    });
  }
}
