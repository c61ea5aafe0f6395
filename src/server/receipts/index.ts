/**
 * What other folders of src/server may use of receipts: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is receipts' face to the other server modules: its module, and the date format and mail limits the ride
 * receipts share.
 */
export { receiptDateTime } from './receipt-date-time';
export {
  ReceiptEmailLimits,
  receiptMailsPerInvoicePerHour,
  receiptMailsPerSessionPerHour,
} from './receipt-email-limits';
export type { ReceiptLocale } from './receipt-labels';
export { receiptsModule } from './receipts-module';
