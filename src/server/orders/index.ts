/**
 * What other folders of src/server may use of orders: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is orders' face to the other server modules: its module, its tables and the invoices payments and
 * receipts read, the order intake store, the order QR code, and the products of an order (which the catalogue
 * serves).
 */
export type { CreatePaidByBankCard, QrDataUrl } from './order-seams';
export { createOrdersModule } from './orders-module';
export { orderQrDataUrl } from './qr/order-qr';
export { storefrontBaseUrl } from './routes/owned-invoice';
export { toInvoiceDto } from './store/invoice-dto';
export type { CompanyRow, InvoiceRow } from './store/invoice-records';
export { DrizzleOrderProductsRepository } from './store/drizzle-order-products-repository';
export { InvoiceRepository } from './store/invoice-repository';
export { OrderIntakeStore, type OrderIntakeRow } from './store/order-intake-store';
export {
  invoiceItems,
  invoices,
  refunds,
  type StoredDeliveryAddress,
  type StoredStatusStep,
  type StoredTaxLine,
} from './orders-schema';
