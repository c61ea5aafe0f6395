const dottedNumbers = /^v?(\d+(?:\.\d+)*)$/i;

/** "1.2.10" → [1, 2, 10]; null for anything that is not dotted whole numbers (an optional leading v allowed). */
export function parseVersion(text: string): readonly number[] | null {
  const match = dottedNumbers.exec(text.trim());
  if (!match?.[1]) return null;
  const parts = match[1].split('.').map(Number);
  return parts.every(Number.isSafeInteger) ? parts : null;
}

/**
 * Orders two versions part by part as numbers (1.2.10 is after 1.2.9); a missing part counts as 0, so 1.0 and
 * 1.0.0 are the same version. null when either is not a version.
 */
export function compareVersions(first: string, second: string): -1 | 0 | 1 | null {
  const a = parseVersion(first);
  const b = parseVersion(second);
  if (!a || !b) return null;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference > 0 ? 1 : -1;
  }
  return 0;
}

export function isNewerVersion(candidate: string, than: string): boolean {
  return compareVersions(candidate, than) === 1;
}

/** Equal as versions when both read as versions, otherwise equal as text (an opaque build id, say). */
export function isSameVersion(first: string, second: string): boolean {
  const order = compareVersions(first, second);
  return order === null ? first.trim() === second.trim() : order === 0;
}
