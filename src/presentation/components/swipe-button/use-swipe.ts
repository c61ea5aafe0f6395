import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { isSwipeComplete, swipeFraction } from '@/domain/payments/swipe-confirmation';
import { handleTravel } from './swipe-button-styles';

/** One arrow key press moves the handle a quarter of the track: three presses reach the 75 % that completes. */
export const swipeKeyStep = 0.25;

interface Drag {
  readonly pointerId: number;
  readonly startX: number;
  /** How far the handle can travel, in pixels. */
  readonly travel: number;
}

export interface SwipeOptions {
  /** No swipe starts, by pointer or key. */
  readonly inactive: boolean;
  readonly onComplete: () => void;
}

/**
 * The gesture of the swipe button: where the handle is (0 to 1 of its track), whether a finger or mouse
 * holds it, and the handlers that move it. The threshold is the domain's rule; a swipe let go short of it
 * springs back to 0.
 */
export function useSwipe({ inactive, onComplete }: SwipeOptions) {
  const [fraction, setFraction] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);

  const complete = () => {
    setFraction(0);
    onComplete();
  };

  const fractionOf = (event: PointerEvent<HTMLElement>, current: Drag) =>
    swipeFraction(event.clientX - current.startX, current.travel);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // A mouse drags with its main button only; touch and pen contacts report button 0 as well.
    if (inactive || event.button !== 0) return;
    const handle = event.currentTarget;
    const track = handle.parentElement;
    if (!track) return;
    event.preventDefault();
    handle.focus();
    // Capture keeps the moves coming when the finger leaves the handle, or even the window.
    if (typeof handle.setPointerCapture === 'function') handle.setPointerCapture(event.pointerId);
    const travel = handleTravel(track.clientWidth);
    drag.current = { pointerId: event.pointerId, startX: event.clientX - fraction * travel, travel };
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    setFraction(fractionOf(event, current));
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    if (!inactive && isSwipeComplete(fractionOf(event, current))) complete();
    else setFraction(0);
  };

  /** The browser took the pointer away (a scroll, a system gesture): nothing is confirmed. */
  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    if (drag.current === null || drag.current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    setFraction(0);
  };

  const moveBy = (step: number) => {
    const next = Math.min(1, Math.max(0, fraction + step));
    if (isSwipeComplete(next)) complete();
    else setFraction(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (inactive || drag.current !== null) return;
    const actions: Record<string, () => void> = {
      Enter: complete,
      ' ': complete,
      End: complete,
      ArrowRight: () => moveBy(swipeKeyStep),
      ArrowUp: () => moveBy(swipeKeyStep),
      ArrowLeft: () => moveBy(-swipeKeyStep),
      ArrowDown: () => moveBy(-swipeKeyStep),
      Home: () => setFraction(0),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  /** A keyboard swipe left part-way springs back when focus moves on. */
  const onBlur = () => {
    if (drag.current === null) setFraction(0);
  };

  return {
    fraction,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onKeyDown, onBlur },
  };
}
