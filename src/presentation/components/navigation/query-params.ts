/** A positive whole number from the URL, or the fallback when the parameter is absent or nonsense. */
export function positiveIntParam<F>(value: string | null, fallback: F): number | F {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const parsed = Number(value);
  return parsed > 0 && Number.isSafeInteger(parsed) ? parsed : fallback;
}

/** The query parameter that every retail link carries along. */
export const tradeTypeParam = 'trade_type_id';
