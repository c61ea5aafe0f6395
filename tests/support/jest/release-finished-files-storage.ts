import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * jest-circus (30.x) makes an AsyncLocalStorage for its test context in every test file it runs, enables it with the
 * file's first test, and never disables it. Node 20 keeps each enabled storage and walks all of them for every
 * promise and timer the process makes, so a jest worker slowed down with each file it had run: after about a hundred
 * files, `_propagate` was 8 % of the unit project's CPU and the promise hooks another 2 % (BENCHMARKS.md, "npm
 * test's time"). A file's storage is of no use once the file is done, so each file begins by disabling those of the
 * files before it in the same worker. Disabling is safe even for a storage still in use: its next `run` enables it
 * again.
 *
 * The class is Node's own (jest hands every file the same core module), so the patch and the list of storages live
 * on it, once per worker process.
 */
const circusStorages = Symbol.for('storefront.tests.jestCircusStorages');

interface PatchedClass {
  [circusStorages]?: Set<AsyncLocalStorage<unknown>>;
}

const storageClass = AsyncLocalStorage as unknown as PatchedClass;

function patchOnce(): Set<AsyncLocalStorage<unknown>> {
  const known = storageClass[circusStorages];
  if (known) return known;
  const storages = new Set<AsyncLocalStorage<unknown>>();
  const checked = new WeakSet<AsyncLocalStorage<unknown>>();
  const run = AsyncLocalStorage.prototype.run;
  AsyncLocalStorage.prototype.run = function runAndRemember<R, A extends unknown[]>(
    this: AsyncLocalStorage<unknown>,
    store: unknown,
    callback: (...args: A) => R,
    ...args: A
  ): R {
    // Only jest-circus's own storages are released: one is recognised by its caller, once.
    if (!checked.has(this)) {
      checked.add(this);
      if (new Error().stack?.includes('jest-circus') === true) storages.add(this);
    }
    return run.call(this, store, callback, ...args) as R;
  };
  storageClass[circusStorages] = storages;
  return storages;
}

const storages = patchOnce();
for (const storage of storages) storage.disable();
storages.clear();
