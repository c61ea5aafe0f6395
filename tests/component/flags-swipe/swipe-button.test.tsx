import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwipeButton } from '@/presentation/components/swipe-button/swipe-button';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';
import { installPointerEvents } from './pointer-events';

installPointerEvents();

/** The track's inner width; less the 44 px handle and two 4 px paddings, the handle travels 300 px. */
const trackInnerWidth = 352;
const travel = 300;

async function renderSwipe(props: { disabled?: boolean; busy?: boolean; language?: 'en' | 'fi' } = {}) {
  const onComplete = jest.fn();
  const view = await renderWithProviders(
    <SwipeButton
      label="Swipe to pay with Cash"
      onComplete={onComplete}
      {...(props.disabled !== undefined ? { disabled: props.disabled } : {})}
      {...(props.busy !== undefined ? { busy: props.busy } : {})}
    />,
    { resolver: fakeResolver([]), language: props.language ?? 'en' },
  );
  const handle = screen.getByRole('slider', { name: 'Swipe to pay with Cash' });
  const track = handle.parentElement;
  if (!track) throw new Error('the handle has no track');
  // jsdom lays nothing out; the track reports the width a 360 px phone would give it.
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: trackInnerWidth });
  return { ...view, handle, onComplete };
}

/** Presses the handle at x = 20, moves it by `distance` pixels and lets go there. */
function drag(handle: HTMLElement, distance: number, pointerType = 'mouse') {
  const start = 20;
  fireEvent.pointerDown(handle, { pointerId: 7, clientX: start, button: 0, pointerType });
  fireEvent.pointerMove(handle, { pointerId: 7, clientX: start + distance / 2, pointerType });
  fireEvent.pointerMove(handle, { pointerId: 7, clientX: start + distance, pointerType });
  const during = handle.getAttribute('aria-valuenow');
  fireEvent.pointerUp(handle, { pointerId: 7, clientX: start + distance, pointerType });
  return during;
}

describe('SwipeButton', () => {
  it('is a slider named by its label, at 0 of 100, with the keyboard hint', async () => {
    const { handle } = await renderSwipe();
    expect(handle).toHaveAttribute('aria-valuemin', '0');
    expect(handle).toHaveAttribute('aria-valuemax', '100');
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(handle).toHaveAttribute('aria-valuetext', '0 %');
    expect(handle).toHaveAccessibleDescription('Slide to the end, or press Enter, to confirm');
    expect(handle).toHaveAttribute('tabindex', '0');
  });

  it('completes once when dragged to 80 % of its track and let go', async () => {
    const { handle, onComplete } = await renderSwipe();
    const during = drag(handle, 0.8 * travel);
    expect(during).toBe('80');
    expect(onComplete).toHaveBeenCalledTimes(1);
    // A stray second release is not a second swipe.
    fireEvent.pointerUp(handle, { pointerId: 7, clientX: 260 });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('completes at exactly 75 %, and by touch as by mouse', async () => {
    const { handle, onComplete } = await renderSwipe();
    drag(handle, 0.75 * travel, 'touch');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('springs back and pays nothing when let go at 70 %', async () => {
    const { handle, onComplete } = await renderSwipe();
    const during = drag(handle, 0.7 * travel);
    expect(during).toBe('70');
    expect(onComplete).not.toHaveBeenCalled();
    expect(handle).toHaveAttribute('aria-valuenow', '0');
  });

  it('springs back when the browser cancels the drag, even past 75 %', async () => {
    const { handle, onComplete } = await renderSwipe();
    fireEvent.pointerDown(handle, { pointerId: 3, clientX: 0, button: 0 });
    fireEvent.pointerMove(handle, { pointerId: 3, clientX: 290 });
    fireEvent.pointerCancel(handle, { pointerId: 3, clientX: 290 });
    fireEvent.pointerUp(handle, { pointerId: 3, clientX: 290 });
    expect(onComplete).not.toHaveBeenCalled();
    expect(handle).toHaveAttribute('aria-valuenow', '0');
  });

  it('ignores a drag with the right mouse button and the moves of another pointer', async () => {
    const { handle, onComplete } = await renderSwipe();
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 0, button: 2 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 300 });
    fireEvent.pointerDown(handle, { pointerId: 2, clientX: 0, button: 0 });
    fireEvent.pointerMove(handle, { pointerId: 9, clientX: 300 });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    fireEvent.pointerUp(handle, { pointerId: 9, clientX: 300 });
    expect(onComplete).not.toHaveBeenCalled();
  });

  it.each(['{Enter}', ' ', '{End}'])('completes from the keyboard with %s', async (key) => {
    const user = userEvent.setup();
    const { handle, onComplete } = await renderSwipe();
    await user.tab();
    expect(handle).toHaveFocus();
    await user.keyboard(key);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('moves a quarter per arrow key and completes on the third press, at 75 %', async () => {
    const user = userEvent.setup();
    const { handle, onComplete } = await renderSwipe();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '50');
    expect(handle).toHaveAttribute('aria-valuetext', '50 %');
    await user.keyboard('{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '25');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(handle).toHaveAttribute('aria-valuenow', '0');
  });

  it('springs back a part-way keyboard swipe when focus moves on', async () => {
    const user = userEvent.setup();
    const { handle } = await renderSwipe();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '50');
    act(() => handle.blur());
    expect(handle).toHaveAttribute('aria-valuenow', '0');
  });

  it('does nothing while disabled, by pointer or key, and says it is disabled', async () => {
    const user = userEvent.setup();
    const { handle, onComplete } = await renderSwipe({ disabled: true });
    expect(handle).toHaveAttribute('aria-disabled', 'true');
    drag(handle, travel);
    await user.tab();
    expect(handle).toHaveFocus();
    await user.keyboard('{Enter} {End}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(onComplete).not.toHaveBeenCalled();
    expect(handle).toHaveAttribute('aria-valuenow', '0');
  });

  it('rests at the end while what it started is under way, and takes no new swipe', async () => {
    const user = userEvent.setup();
    const { handle, onComplete } = await renderSwipe({ busy: true });
    expect(handle).toHaveAttribute('aria-valuenow', '100');
    expect(handle).toHaveAttribute('aria-busy', 'true');
    drag(handle, travel);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('gives its hint in Finnish when Finnish is chosen', async () => {
    const { handle } = await renderSwipe({ language: 'fi' });
    expect(handle).toHaveAccessibleDescription("Liu'uta loppuun tai paina Enter vahvistaaksesi");
  });
});
