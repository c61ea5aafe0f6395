/** The rows of a raw statement (`db.execute`): both drivers answer an object with them. */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('The database answered no rows');
  return rows as Row[];
}
