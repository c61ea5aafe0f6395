/** Ten minutes without the customer touching a page. */
export const transportIdleTimeoutMs = 600_000;

/** The transport pages whose live map and prices go stale when left open. */
export const idleReloadPaths: readonly string[] = ['/transport/main-page', '/transport/location-pickup'];

export function reloadsWhenIdle(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return idleReloadPaths.includes(pathname.replace(/\/+$/, ''));
}

/** A transport page that reloads when idle does so once ten minutes have passed since the last activity. */
export function shouldReloadForIdleness(path: string, lastActivityAt: number, now: number): boolean {
  return reloadsWhenIdle(path) && now - lastActivityAt >= transportIdleTimeoutMs;
}
