import { whenBrowserIdle } from '@/presentation/startup/when-browser-idle';

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
