/**
 * A failed binary download (a receipt) carries its error as bytes; the catalogue needs the JSON or text
 * inside. Browsers hand a Blob, Node an ArrayBuffer, a Buffer or already a string.
 */
export async function decodeBinaryErrorBody(data: unknown): Promise<unknown> {
  const text = await textOf(data);
  if (text === null) return data;
  if (text.trim() === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function textOf(data: unknown): Promise<string | null> {
  if (typeof data === 'string') return data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return data.text();
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  return null;
}
