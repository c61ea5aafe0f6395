import { isIP } from 'node:net';

/**
 * Which proxies in front of the server are believed about the client (X-Forwarded-For, -Proto, -Host): a number of
 * hops, or the addresses and networks of the proxies (`10.0.0.1, 10.1.0.0/16`, or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`). Unset, none is: the connection's own address is the client.
 */
export type TrustProxy = number | readonly string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify's trustProxy takes it, or null when it is neither a hop count nor a list of proxies. */
export function parseTrustProxy(text: string): TrustProxy | null {
  const trimmed = text.trim();
  if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed) >= 1 ? Number(trimmed) : null;
  const entries = trimmed.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isAddressOrNetwork) ? entries : null;
}
