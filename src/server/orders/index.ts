/**
 * What other folders of src/server may use of orders: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is orders' face to the other server modules: its module, the invoices payments and receipts read,
 * the order QR code and the random codes other modules name their records by.
 */
export { randomCode, type RandomBytes } from './ids/order-ids';
export type { CreatePaidByBankCard, QrDataUrl } from './order-seams';
export { createOrdersModule } from './orders-module';
export { orderQrDataUrl } from './qr/order-qr';
export { storefrontBaseUrl } from './routes/owned-invoice';
export { toInvoiceDto } from './store/invoice-dto';
export type { CompanyRow, InvoiceRow } from './store/invoice-records';
export { InvoiceRepository } from './store/invoice-repository';
