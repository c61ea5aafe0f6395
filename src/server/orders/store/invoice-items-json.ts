import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { invoiceItems, invoices } from '../orders-schema';
import type { InvoiceItemRow } from './invoice-records';

/** Each column of a line as [column name, property], read once from the schema. */
const itemColumns = Object.entries(getTableColumns(invoiceItems)).map(
  ([property, column]) => [column.name, property] as const,
);

/**
 * The lines of the invoice a query selects, in order, as one JSON array beside it: the invoice and its lines
 * come back in one statement instead of two. Every column of a line is an integer, a text or a JSON value,
 * all of which JSON carries as they are.
 */
export const invoiceItemsJson: SQL<unknown> = sql`(
  select coalesce(json_agg(${invoiceItems} order by ${invoiceItems.position}), '[]'::json)
  from ${invoiceItems}
  where ${invoiceItems.invoiceId} = ${invoices.id}
)`;

/** The lines of invoiceItemsJson as rows; a driver may hand the JSON over as text. */
export function invoiceItemRowsOf(json: unknown): InvoiceItemRow[] {
  const parsed: unknown = typeof json === 'string' ? JSON.parse(json) : json;
  if (!Array.isArray(parsed)) throw new Error('The invoice lines did not come as a JSON array');
  return parsed.map((line: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [name, property] of itemColumns) row[property] = line[name] ?? null;
    return row as InvoiceItemRow;
  });
}
