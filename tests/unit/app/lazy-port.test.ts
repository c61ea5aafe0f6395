import { lazyFunction, lazyPort, lazyPortAnswering, loadOnce } from '@/app/lazy-port';

interface Greeter {
  greet(name: string): Promise<string>;
  reset(): string;
}

describe('lazily loaded adapters and use cases', () => {
  it('loads a use case on its first call, once, and passes every call on', async () => {
    const load = jest.fn(() => Promise.resolve((a: number, b: number) => Promise.resolve(a + b)));
    const add = lazyFunction(load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([add(1, 2), add(3, 4)])).resolves.toEqual([3, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers the synchronous members at once, without loading, and the others after the one load', async () => {
    const real: Greeter = { greet: (name) => Promise.resolve(`hello ${name}`), reset: () => 'real reset' };
    const load = jest.fn(() => Promise.resolve(real));
    const greeter = lazyPortAnswering<Greeter, 'reset'>(load, { reset: () => 'at once' });
    expect(greeter.reset()).toBe('at once');
    expect(load).not.toHaveBeenCalled();
    await expect(greeter.greet('Ada')).resolves.toBe('hello Ada');
    await expect(greeter.greet('Bo')).resolves.toBe('hello Bo');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not a thenable, so a promise can resolve with the stand-in itself', async () => {
    const port = lazyPort(() => Promise.resolve({ ping: () => Promise.resolve('pong') }));
    const resolved = await Promise.resolve(port);
    expect(resolved).toBe(port);
    await expect(resolved.ping()).resolves.toBe('pong');
  });

  it('tries the load again after it failed, and shares one load between callers once it worked', async () => {
    let attempts = 0;
    const load = loadOnce(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk lost');
      return attempts;
    });
    await expect(load()).rejects.toThrow('chunk lost');
    await expect(Promise.all([load(), load()])).resolves.toEqual([2, 2]);
    await expect(load()).resolves.toBe(2);
    expect(attempts).toBe(2);
  });

  it('lets a use case whose code failed to load succeed on the next call', async () => {
    let fail = true;
    const useCase = lazyFunction(async () => {
      if (fail) throw new Error('offline');
      return async (name: string) => `hello ${name}`;
    });
    await expect(useCase('a')).rejects.toThrow('offline');
    fail = false;
    await expect(useCase('b')).resolves.toBe('hello b');
  });
});
