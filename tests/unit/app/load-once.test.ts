import { loadOnce } from '@/app/load-once';

describe('a feature loaded once', () => {
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
});
