import { firstScreenShown, pictureWaitLimitMs } from '@/presentation/startup/first-screen-shown';

/** A picture as the server draws it, not yet arrived unless said. */
function picture(root: HTMLElement, options: { priority: 'high' | 'auto'; arrived: boolean }): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('src', '/media/banner.svg');
  image.setAttribute('fetchpriority', options.priority);
  Object.defineProperty(image, 'complete', { value: options.arrived });
  root.append(image);
  return image;
}

describe('firstScreenShown', () => {
  let root: HTMLElement;
  let frames: Array<() => void>;
  const browserFrame = globalThis.requestAnimationFrame;
  beforeEach(() => {
    jest.useFakeTimers();
    root = document.createElement('div');
    frames = [];
    globalThis.requestAnimationFrame = (callback: FrameRequestCallback) => frames.push(() => callback(0));
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.requestAnimationFrame = browserFrame;
  });

  function watch(promise: Promise<void>): { settled: boolean } {
    const state = { settled: false };
    void promise.then(() => (state.settled = true));
    return state;
  }

  /** Lets the browser paint: the frame, then the task after it. */
  async function paint(): Promise<void> {
    frames.splice(0).forEach((frame) => frame());
    await jest.advanceTimersByTimeAsync(0);
  }

  it("waits for the screen's first pictures, then for the paint that shows them", async () => {
    const banner = picture(root, { priority: 'high', arrived: false });
    picture(root, { priority: 'auto', arrived: false });
    const shown = watch(firstScreenShown(root));
    await paint();
    expect(shown.settled).toBe(false);

    banner.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(0);
    expect(shown.settled).toBe(false);
    await paint();
    expect(shown.settled).toBe(true);
  });

  it('counts a picture that failed as arrived', async () => {
    const banner = picture(root, { priority: 'high', arrived: false });
    const shown = watch(firstScreenShown(root));
    banner.dispatchEvent(new Event('error'));
    await jest.advanceTimersByTimeAsync(0);
    await paint();
    expect(shown.settled).toBe(true);
  });

  it('waits only for the paint when the pictures are already in, or when there are none to wait for', async () => {
    picture(root, { priority: 'high', arrived: true });
    picture(root, { priority: 'auto', arrived: false });
    const shown = watch(firstScreenShown(root));
    await jest.advanceTimersByTimeAsync(0);
    expect(shown.settled).toBe(false);
    await paint();
    expect(shown.settled).toBe(true);
  });

  it('does not wait for a picture that never arrives longer than the limit', async () => {
    picture(root, { priority: 'high', arrived: false });
    const shown = watch(firstScreenShown(root));
    await jest.advanceTimersByTimeAsync(pictureWaitLimitMs - 1);
    await paint();
    expect(shown.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await paint();
    expect(shown.settled).toBe(true);
  });
});
