import styled, { css } from 'styled-components';

/** The handle is a 44 px target, the smallest a finger reliably hits. */
export const handleSize = 44;
export const trackPadding = 4;
/** The handle's distance from its start to its end: the track's inner width less the handle and both paddings. */
export const handleTravel = (innerWidth: number) => innerWidth - handleSize - 2 * trackPadding;

export const Track = styled.div<{ $inactive: boolean }>`
  position: relative;
  width: 100%;
  min-width: 0;
  height: ${handleSize + 2 * trackPadding}px;
  padding: ${trackPadding}px;
  box-sizing: border-box;
  border-radius: ${handleSize}px;
  background: ${({ theme }) => theme.colours.primary}26;
  border: 1px solid ${({ theme }) => theme.colours.primary};
  overflow: hidden;
  user-select: none;
  opacity: ${({ $inactive }) => ($inactive ? 0.5 : 1)};
`;

/** Moves with the handle while dragged; springs back with it (without the animation for reduced motion). */
const followsHandle = css<{ $dragging: boolean }>`
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'left 200ms ease-out, width 200ms ease-out')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Fill = styled.div<{ $dragging: boolean }>`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  border-radius: ${handleSize}px;
  background: ${({ theme }) => theme.colours.primary}4d;
  ${followsHandle}
`;

export const TrackText = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${handleSize + 2 * trackPadding}px;
  color: ${({ theme }) => theme.colours.primary};
  font-weight: 600;
  text-align: center;
  line-height: 1.2;
  pointer-events: none;
`;

export const Handle = styled.div<{ $dragging: boolean; $inactive: boolean }>`
  position: absolute;
  top: ${trackPadding}px;
  width: ${handleSize}px;
  height: ${handleSize}px;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  /* The page must not scroll or zoom while a finger drags the handle sideways. */
  touch-action: none;
  cursor: ${({ $inactive, $dragging }) => ($inactive ? 'not-allowed' : $dragging ? 'grabbing' : 'grab')};
  ${followsHandle}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.text};
    outline-offset: 2px;
  }
  svg {
    width: 24px;
    height: 24px;
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
