/**
 * A light browser fingerprint: a hash of traits that stay the same across reloads (not the window size).
 * Web Crypto's SHA-256 where the page is a secure context; elsewhere (plain http on a LAN address)
 * crypto.subtle does not exist, and FNV-1a keeps the id working.
 */
export async function fingerprintOf(traits: readonly string[], subtle: SubtleCrypto | undefined): Promise<string> {
  const text = traits.join('|');
  if (subtle) {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    return [...new Uint8Array(digest)]
      .slice(0, 8)
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
  }
  return fnv1a(text);
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The traits of this browser that the fingerprint hashes; a missing one counts as empty. */
export function browserTraits(): readonly string[] {
  const nav = globalThis.navigator as Navigator | undefined;
  const screen = globalThis.screen as Screen | undefined;
  return [
    nav?.userAgent ?? '',
    nav?.language ?? '',
    String(nav?.hardwareConcurrency ?? ''),
    screen ? `${screen.width}x${screen.height}x${screen.colorDepth}` : '',
    // The zone's offset, not its name: the first Intl.DateTimeFormat of a page loads the time-zone data, a long task
    // on a phone at every first visit (BENCHMARKS.md), all for a trait hashed once (the id is kept afterwards).
    String(new Date().getTimezoneOffset()),
  ];
}
