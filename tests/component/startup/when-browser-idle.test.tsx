import { quietNetworkMs, quietNetworkWaitLimitMs, whenBrowserIdle } from '@/presentation/startup/when-browser-idle';

/** A browser's list of finished downloads: the test says when one finishes. */
class FakeResourceObserver {
  static readonly supportedEntryTypes = ['resource'];
  static current: FakeResourceObserver | null = null;
  constructor(private readonly callback: () => void) {
    FakeResourceObserver.current = this;
  }
  observe() {}
  disconnect() {
    FakeResourceObserver.current = null;
  }
  downloadFinished() {
    this.callback();
  }
}

function pageIs(state: DocumentReadyState) {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

describe('Work deferred until the first screen is in and the browser is idle', () => {
  let idleCallbacks: Array<() => void>;

  beforeEach(() => {
    idleCallbacks = [];
    window.requestIdleCallback = (callback) => idleCallbacks.push(() => callback({} as IdleDeadline));
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    // jsdom has neither; each test sets its own.
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('waits for the page to load, then for an idle moment', () => {
    pageIs('interactive');
    const work = jest.fn();
    whenBrowserIdle(work);
    expect(idleCallbacks).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(work).not.toHaveBeenCalled();
    idleCallbacks.forEach((callback) => callback());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle moment at once when the page has already loaded', () => {
    pageIs('complete');
    const work = jest.fn();
    whenBrowserIdle(work);
    idleCallbacks.forEach((callback) => callback());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled before the load', () => {
    pageIs('loading');
    const work = jest.fn();
    const cancel = whenBrowserIdle(work);
    cancel();
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(0);
    expect(work).not.toHaveBeenCalled();
  });

  describe('where the browser lists finished downloads', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeResourceObserver;
      pageIs('complete');
    });
    afterEach(() => {
      delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
      jest.useRealTimers();
    });

    it("waits until no download has finished for a while: the first screen's data and pictures come first", () => {
      const work = jest.fn();
      whenBrowserIdle(work);
      jest.advanceTimersByTime(quietNetworkMs - 100);
      FakeResourceObserver.current?.downloadFinished();
      jest.advanceTimersByTime(quietNetworkMs - 100);
      expect(idleCallbacks).toHaveLength(0);

      jest.advanceTimersByTime(100);
      expect(FakeResourceObserver.current).toBeNull();
      idleCallbacks.forEach((callback) => callback());
      expect(work).toHaveBeenCalledTimes(1);
    });

    it('waits no longer than its limit for a page that keeps downloading', () => {
      whenBrowserIdle(jest.fn());
      for (let waited = 0; waited < quietNetworkWaitLimitMs; waited += quietNetworkMs / 2) {
        FakeResourceObserver.current?.downloadFinished();
        jest.advanceTimersByTime(quietNetworkMs / 2);
      }
      expect(idleCallbacks).toHaveLength(1);
    });
  });

  it('falls back to the next task where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    pageIs('complete');
    const work = jest.fn();
    whenBrowserIdle(work);
    expect(work).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
