import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useSyncExternalStore } from 'react';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from '@/presentation/components/navigation/scroll-restoration';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

/** The page's data as a store would hold it: still there from the last visit until the page asks again. */
const data = { ready: true, listeners: new Set<() => void>() };

function setDataReady(ready: boolean): void {
  data.ready = ready;
  data.listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  data.listeners.add(listener);
  return () => data.listeners.delete(listener);
}

/** A page whose data "arrives" when the test presses Load; like a real listing it first shows old data. */
function Page(props: { name: string }) {
  const ready = useSyncExternalStore(subscribe, () => data.ready);
  // The page's own request starts after its first render, hiding the data that was still in the store.
  useEffect(() => setDataReady(false), []);
  useScrollRestoration(ready);
  return (
    <section aria-label={props.name}>
      <button type="button" onClick={() => setDataReady(true)}>
        Load
      </button>
    </section>
  );
}

function Harness() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/a">Open A</Link>
      <Link to="/a?page=2">A page 2</Link>
      <Link to="/b">Open B</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Forward
      </button>
      <Routes>
        <Route path="/start" element={null} />
        {/* Keys make them two screens, as two page components are, rather than one with new props. */}
        <Route path="/a" element={<Page key="A" name="A" />} />
        <Route path="/b" element={<Page key="B" name="B" />} />
      </Routes>
    </>
  );
}

function scrollWindow(top: number): void {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
  fireEvent.scroll(window);
}

const pastTheRestoreDelay = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('useScrollRestoration', () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    window.sessionStorage.clear();
    data.ready = true;
    scrollWindow(0);
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function openAScrolledTo(top: number) {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { resolver: fakeResolver([]), route: '/start' });
    await user.click(screen.getByRole('link', { name: 'Open A' }));
    await user.click(screen.getByRole('button', { name: 'Load' }));
    scrollWindow(top);
    return user;
  }

  it('starts a new navigation to a page at the top', async () => {
    await openAScrolledTo(0);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('going back restores the position, and again once the data has rendered', async () => {
    const user = await openAScrolledTo(640);
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Open B' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    scrollWindow(0);
    scrollTo.mockClear();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('region', { name: 'A' })).toBeInTheDocument();
    await pastTheRestoreDelay();
    scrollTo.mockClear();

    // The page's request hid its old data and shortened it; its answer brings the position back. The
    // answer arrives without the customer touching anything, so no pointer events here.
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await pastTheRestoreDelay();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 640, behavior: 'auto' });
  });

  it('stands down once the customer scrolls by themselves before the data is back', async () => {
    const user = await openAScrolledTo(640);
    await user.click(screen.getByRole('link', { name: 'Open B' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await pastTheRestoreDelay();
    scrollTo.mockClear();

    fireEvent.wheel(window, { deltaY: 120 });
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await pastTheRestoreDelay();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('going forward restores the later page too', async () => {
    const user = await openAScrolledTo(640);
    await user.click(screen.getByRole('link', { name: 'Open B' }));
    await user.click(screen.getByRole('button', { name: 'Load' }));
    scrollWindow(1200);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    scrollTo.mockClear();

    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(screen.getByRole('region', { name: 'B' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await pastTheRestoreDelay();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1200, behavior: 'auto' });
  });

  it('leaves a navigation inside the page (a pager, a tab) to the page, and restores it on back', async () => {
    const user = await openAScrolledTo(300);
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'A page 2' }));
    await pastTheRestoreDelay();
    expect(scrollTo).not.toHaveBeenCalled();

    scrollWindow(900);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await pastTheRestoreDelay();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 300, behavior: 'auto' });
  });

  it("restores the visit's first page too, the one the customer landed on, but not on that first landing", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { resolver: fakeResolver([]), route: '/a' });
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await pastTheRestoreDelay();
    expect(scrollTo).not.toHaveBeenCalledWith({ top: 640, behavior: 'auto' });
    scrollWindow(640);
    await user.click(screen.getByRole('link', { name: 'Open B' }));
    scrollWindow(0);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    scrollTo.mockClear();

    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await pastTheRestoreDelay();
    expect(scrollTo).toHaveBeenCalledWith({ top: 640, behavior: 'auto' });
  });

  it('lets the browser leave the scrolling to the page while one is shown', async () => {
    window.history.scrollRestoration = 'auto';
    await openAScrolledTo(0);
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
