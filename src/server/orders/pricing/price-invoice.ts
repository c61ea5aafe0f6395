import type { ProductDto } from '@/contract/catalogue/products.contract';
import type { InvoiceItemAttributes } from '@/contract/orders/create-invoice.contract';
import { cartLineFor } from '@/domain/cart/cart-line-for-product';
import { isWithinServiceArea } from '@/domain/geo/service-area';
import { cartTotal, cartVatBreakdown, chargedUnitPrice, lineTotal } from '@/domain/pricing/cart-total';
import { checkMinimumOrder } from '@/domain/pricing/minimum-order';
import { sumMoney } from '@/domain/pricing/money';
import { orderSummary } from '@/domain/pricing/order-summary';
import { taxTotal } from '@/domain/pricing/tax';
import { isTipOffered } from '@/domain/tip/tip';
import { productFromDto as toDomainProduct } from '@/contract/catalogue/product-from-dto';
import { isShopOpen } from '@/domain/catalogue/shop-status';
import { applicableTaxPercent } from '@/domain/pricing/applicable-tax';
import { deliveryFeeOf } from '@/domain/pricing/delivery-fee';
import type { InvoicePricing, InvoicePricingInput, PricedInvoiceLine } from './invoice-pricing';
import { productsOfStore, unavailableProductIds } from './unavailable-products';
import { voucherDiscount } from './voucher-discount';

/**
 * Prices an invoice on the server, from the products as stored and never from the client's numbers. The
 * store's gates come first, as the customer meets them (closed, outside the delivery area), then the
 * products (all unavailable ones named at once, so the cart drops them in one go), then the minimum order.
 * A refusal prices nothing. Promotions, quantity limits, stock, VAT, the voucher and the payable amount
 * are the domain's rules. The items are expected to have passed the create-invoice contract (one or more
 * lines, whole quantities from 1).
 */
export function priceInvoice(input: InvoicePricingInput): InvoicePricing {
  const { store } = input;
  if (!isShopOpen(store.shop_status)) return { ok: false, reason: 'MERCHANT_CLOSED' };
  const serviceArea = { coordinates: store.merchant_coordinates, serviceAreaRadiusKm: store.service_area_radius };
  if (!isWithinServiceArea(input.customerLocation, serviceArea)) return { ok: false, reason: 'OUTSIDE_DELIVERY_AREA' };

  const products = productsOfStore(input.products, store.query_id);
  const unavailable = unavailableProductIds(input.items, products);
  if (unavailable.length > 0) return { ok: false, reason: 'PRODUCTS_UNAVAILABLE', productQueryIds: unavailable };

  const lines = input.items.map((item) => priceLine(item, products.get(item.product_query_id)!));
  const cartLines = lines.map((line) => line.cartLine);
  const itemsTotal = cartTotal(cartLines);
  const minimum = checkMinimumOrder(itemsTotal, store.min_amount);
  if (!minimum.ok) {
    return { ok: false, reason: minimum.reason, minimumOrder: minimum.minimumOrder, missing: minimum.missing };
  }

  const subTotal = sumMoney(lines.map((line) => line.amount));
  const itemsDiscount = sumMoney(lines.map((line) => line.discount));
  const voucherOff = voucherDiscount(itemsTotal, input.voucher);
  // VAT is on what the customer pays: after the voucher, shared over the lines in proportion to their totals.
  const taxLines = cartVatBreakdown(cartLines, voucherOff);
  // The domain's rule, as the browser's summary applies it: a business customer is offered no tip line.
  const showTip = isTipOffered(input.businessCustomer);
  const tip = showTip ? input.tip : 0;
  const deliveryFee = input.delivered ? storeDeliveryFee(store, input.fees.deliveryFee) : 0;
  const { payable } = orderSummary(
    {
      subTotal,
      itemsDiscount,
      voucherDiscount: voucherOff,
      tip,
      serviceFee: input.fees.serviceFee,
      deliveryFee,
      taxLines,
    },
    { showTip },
  );
  return {
    ok: true,
    invoice: {
      lines,
      currency: store.currency,
      subTotal,
      itemsDiscount,
      itemsTotal,
      voucher: input.voucher ? { code: input.voucher.code, discount: voucherOff } : null,
      voucherDiscount: voucherOff,
      tip,
      serviceFee: input.fees.serviceFee,
      deliveryFee,
      taxLines,
      taxTotal: taxTotal(taxLines),
      payable,
    },
  };
}

/** Prices one line of a product the store sells with every option asked for (checked before). */
function priceLine(item: InvoiceItemAttributes, product: ProductDto): PricedInvoiceLine {
  const selection = {
    sizeId: item.size?.id ?? null,
    colorId: item.color?.id ?? null,
    variantOptionIds: item.variant_option_ids,
  };
  const cartLine = cartLineFor(
    { ...toDomainProduct(product), taxPercent: productTaxPercent(product) },
    selection,
    item.quantity,
  );
  const payable = lineTotal(cartLine);
  const amount = lineTotal({ ...cartLine, hasPromotion: false });
  const variantOptions = product.variants.flatMap((variant) => variant.options);
  return {
    product,
    cartLine,
    quantity: cartLine.quantity,
    unitPrice: cartLine.price,
    chargedUnitPrice: chargedUnitPrice(cartLine),
    amount,
    discount: amount - payable,
    payable,
    taxPercent: cartLine.taxPercent,
    size: product.product_sizes.find((size) => size.id === cartLine.selection.sizeId) ?? null,
    color: product.product_colors.find((color) => color.id === cartLine.selection.colorId) ?? null,
    variantOptions: cartLine.selection.variantOptionIds.map((id) => variantOptions.find((option) => option.id === id)!),
    instruction: item.instruction,
    itemDescription: item.item_description,
  };
}

/**
 * A store's own delivery fee (0 for free delivery) when it overrides the host's. The host's fee comes from the
 * configurations list, never from the store's answer, so a stored store row is all the rule reads.
 */
function storeDeliveryFee(store: InvoicePricingInput['store'], hostDeliveryFee: number): number {
  return deliveryFeeOf(
    { overridesDeliveryFee: store.override_delivery_fee, ownDeliveryFee: store.delivery_fee_value },
    hostDeliveryFee,
  );
}

/** The VAT rate a line is charged at: the product's own when it applies, its default rate otherwise. */
function productTaxPercent(product: ProductDto): number {
  return applicableTaxPercent({
    taxPercent: product.tax_percent,
    taxPercentApplicable: product.tax_percent_applicable,
    defaultTaxPercent: product.default_tax_percent,
  });
}
