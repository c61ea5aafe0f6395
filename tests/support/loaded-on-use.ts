import type { LoadedOnUse } from '@/application/tokens';

/**
 * A use case bound as the composition root binds one that loads when first used: one promise, already
 * settled and marked so (status and value, as React marks a promise it has seen settle), so React's use()
 * reads it at once and a screen renders in the same pass, as it does once the code has loaded in the app.
 */
export function loadedOnUse<T>(useCase: T): LoadedOnUse<T> {
  const loaded = Object.assign(Promise.resolve(useCase), { status: 'fulfilled', value: useCase });
  return () => loaded;
}
