import { afterNextPaint } from '@/app/after-next-paint';

type FrameCallback = (time: number) => void;
const frames: FrameCallback[] = [];
const globals = globalThis as unknown as { requestAnimationFrame?: (callback: FrameCallback) => number };

beforeEach(() => {
  jest.useFakeTimers();
  frames.length = 0;
  globals.requestAnimationFrame = (callback) => frames.push(callback);
});

afterEach(() => {
  jest.useRealTimers();
  delete globals.requestAnimationFrame;
});

/** Whether the promise has settled, after the microtasks now queued have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

it('waits for the next frame, and resolves in the task after it (when the frame has been painted)', async () => {
  const painted = afterNextPaint();
  jest.advanceTimersByTime(50);
  expect(await settled(painted)).toBe(false);
  frames.forEach((frame) => frame(16));
  expect(await settled(painted)).toBe(false);
  jest.advanceTimersByTime(0);
  expect(await settled(painted)).toBe(true);
});

it('does not wait for ever in a tab that gets no frames (a background tab)', async () => {
  const painted = afterNextPaint(100);
  jest.advanceTimersByTime(99);
  expect(await settled(painted)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(painted)).toBe(true);
});
