import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { invoiceItems, invoices } from '../orders-schema';
import { rowsOf } from '../../db/rows-of';
import type { InvoiceItemRow, InvoiceRow } from './invoice-records';

/** An invoice as it is written: every column but the id the database gives it. */
export type InvoiceValues = Omit<InvoiceRow, 'id'>;
/** A line as it is written: every column but the invoice's id, which the same statement gives. */
export type InvoiceItemValues = Omit<InvoiceItemRow, 'invoiceId'>;

/** The table's columns as [property, column name], but those left out; read once from the schema. */
function columnsOf(table: PgTable, leftOut: string): [string, string][] {
  return Object.entries(getTableColumns(table))
    .filter(([property]) => property !== leftOut)
    .map(([property, column]) => [property, column.name]);
}

const invoiceColumns = columnsOf(invoices, 'id');
const itemColumns = columnsOf(invoiceItems, 'invoiceId');
const itemInvoiceColumn = invoiceItems.invoiceId.name;
const quoted = (name: string) => `"${name}"`;

/**
 * The statement's text around its two parameters, built once: the invoice and its lines each travel as one JSON
 * value the database turns into rows (jsonb_populate_record*), so the text never changes with the number of
 * lines and nothing is rebuilt per order. One statement writes both tables, so it is atomic without a
 * transaction: no BEGIN and COMMIT round trips, and no invoice is ever stored without its lines.
 */
const head = sql.raw(
  `with inserted as (insert into "invoices" (${invoiceColumns.map(([, name]) => quoted(name)).join(', ')}) ` +
    `select ${invoiceColumns.map(([, name]) => `v.${quoted(name)}`).join(', ')} ` +
    `from jsonb_populate_record(null::"invoices", `,
);
const middle = sql.raw(
  `::jsonb) v returning "id"), ` +
    `lines as (insert into "invoice_items" (${quoted(itemInvoiceColumn)}, ${itemColumns.map(([, name]) => quoted(name)).join(', ')}) ` +
    `select inserted."id", ${itemColumns.map(([, name]) => `r.${quoted(name)}`).join(', ')} ` +
    `from inserted cross join jsonb_populate_recordset(null::"invoice_items", `,
);
const tail = sql.raw(`::jsonb) r) select "id" from inserted`);

/** A row as JSON keyed by column name; a Date becomes its ISO text, which timestamptz reads back exactly. */
function asColumnJson(columns: readonly [string, string][], row: object): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(columns.map(([property, name]) => [name, values[property] ?? null]));
}

/** The one statement writing the invoice and its lines; it answers the invoice's new id. */
export function insertInvoiceStatement(invoice: InvoiceValues, items: readonly InvoiceItemValues[]): SQL {
  const invoiceJson = JSON.stringify(asColumnJson(invoiceColumns, invoice));
  const itemsJson = JSON.stringify(items.map((item) => asColumnJson(itemColumns, item)));
  return sql`${head}${invoiceJson}${middle}${itemsJson}${tail}`;
}

/** The id the statement answered. */
export function insertedInvoiceId(result: unknown): number {
  const [row] = rowsOf<{ id: number | string }>(result);
  if (row === undefined) throw new Error('The invoice was not written');
  return Number(row.id);
}
