import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Fill, Handle, handleSize, Track, TrackText, trackPadding, VisuallyHidden } from './swipe-button-styles';
import { useSwipe } from './use-swipe';

export interface SwipeButtonProps {
  /** What completing the swipe does, e.g. "Swipe to pay with Cash": the slider's name and the track's text. */
  readonly label: string;
  /** Called once per completed swipe. */
  readonly onComplete: () => void;
  readonly disabled?: boolean;
  /** What the swipe started is under way: the handle rests at the end and takes no new swipe. */
  readonly busy?: boolean;
}

/**
 * A swipe-to-confirm control: drag the handle at least 75 % along its track and let go to complete; let go
 * earlier and it springs back. Pointer events with pointer capture serve mouse, touch and pen alike.
 *
 * Accessible pattern: the handle is a `role="slider"` (0-100, its position), because a swipe has a position
 * that a screen reader should hear, and a button may not carry aria-valuenow. Keyboard: Enter, Space or End
 * completes at once; the arrow keys move it a quarter at a time, so the third press reaches 75 % and
 * completes; Home or leaving the control springs it back. Disabled, it stays focusable (aria-disabled) so
 * that it can still be found, and completes nothing.
 */
export function SwipeButton({ label, onComplete, disabled = false, busy = false }: SwipeButtonProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const inactive = disabled || busy;
  const { fraction, dragging, handlers } = useSwipe({ inactive, onComplete });
  const shown = busy ? 1 : fraction;
  const percent = Math.round(shown * 100);
  // Positions in CSS, from the track's inner width, so that nothing needs measuring to render.
  const reserved = handleSize + 2 * trackPadding;
  const handleLeft = `calc(${trackPadding}px + ${shown} * (100% - ${reserved}px))`;
  const fillWidth = `calc(${reserved}px + ${shown} * (100% - ${reserved}px))`;
  return (
    <Track $inactive={disabled}>
      <Fill $dragging={dragging} aria-hidden="true" style={{ width: fillWidth }} />
      <TrackText aria-hidden="true">{label}</TrackText>
      <Handle
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('swipe.progress', { percent })}
        aria-describedby={hintId}
        aria-disabled={disabled}
        aria-busy={busy}
        $dragging={dragging}
        $inactive={inactive}
        style={{ left: handleLeft }}
        {...handlers}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </Handle>
      <VisuallyHidden id={hintId}>{t('swipe.hint')}</VisuallyHidden>
    </Track>
  );
}
