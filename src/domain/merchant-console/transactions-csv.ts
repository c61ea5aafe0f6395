import { localTime } from './local-time';
import type { TransactionDay } from './store-money';

/** A cell a spreadsheet would run as a formula starts with one of these; such a cell is prefixed with '. */
const formulaStarts = ['=', '+', '-', '@', '\t', '\r'];

/** One CSV cell: never a formula, quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = formulaStarts.some((start) => value.startsWith(start)) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Minor units as a decimal in major units with a dot, as spreadsheets read it: 1250 is 12.50. */
export function csvAmount(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.abs(amount);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The transactions as CSV for the store's accounts: one row per transaction, its VAT in one column per rate
 * found in the days. Refunds are listed with their amount and refund=yes, never as negative numbers, so no cell
 * starts with a minus. Times are the store's local times.
 */
export function transactionsCsv(days: readonly TransactionDay[], timeZone: string): string {
  const rates = [
    ...new Set(days.flatMap((day) => day.transactions.flatMap((t) => t.vat.map((s) => s.taxPercent)))),
  ].sort((a, b) => a - b);
  const header = [
    'date',
    'time',
    'order',
    'payment_method',
    'paid',
    'refund',
    'amount',
    ...rates.map((rate) => `vat_${rate}`),
  ];
  const rows = days.flatMap((day) =>
    day.transactions.map((transaction) => [
      day.date,
      localTime(transaction.placedAt, timeZone),
      transaction.shortOrderId,
      transaction.paymentMethod,
      transaction.paid ? 'yes' : 'no',
      transaction.refund ? 'yes' : 'no',
      csvAmount(transaction.amount),
      ...rates.map((rate) => csvAmount(transaction.vat.find((share) => share.taxPercent === rate)?.vat ?? 0)),
    ]),
  );
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
