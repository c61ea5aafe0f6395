import { afterNextPaint, paintWaitLimitMs } from '@/presentation/startup/after-next-paint';

describe('afterNextPaint', () => {
  let frames: Array<() => void>;
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    globalThis.requestAnimationFrame = (callback: FrameRequestCallback) => frames.push(() => callback(0));
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
  });

  function watch(promise: Promise<void>): { settled: boolean } {
    const state = { settled: false };
    void promise.then(() => (state.settled = true));
    return state;
  }

  it('waits for the next frame, then for the task after it', async () => {
    const wait = watch(afterNextPaint());
    await jest.advanceTimersByTimeAsync(0);
    expect(wait.settled).toBe(false);

    frames.forEach((frame) => frame());
    expect(wait.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(wait.settled).toBe(true);
  });

  it('goes on without a frame after the limit, as in a hidden tab, so the change is still stored', async () => {
    const wait = watch(afterNextPaint());
    await jest.advanceTimersByTimeAsync(paintWaitLimitMs - 1);
    expect(wait.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(wait.settled).toBe(true);
  });
});
