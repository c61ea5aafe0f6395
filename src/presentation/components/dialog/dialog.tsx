import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusableIn } from './focusable';
import { TitleBar } from './title-bar';
import { useModal } from './use-modal';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(2)};
  background: rgba(0, 0, 0, 0.45);
`;

const Panel = styled.div`
  width: min(100%, 560px);
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: white;
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.spacing(2)};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
  &:focus {
    outline: none;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-top: ${({ theme }) => theme.spacing(2)};
`;

export interface DialogProps {
  /** The dialog's heading, also its accessible name. */
  readonly title: string;
  /** Called on Escape, a click on the backdrop and the close button. */
  readonly onClose: () => void;
  /** The close button's accessible name; without it the dialog has no close button (it must be answered). */
  readonly closeLabel?: string;
  readonly children: ReactNode;
}

/**
 * A modal dialog: focus moves in, Tab and Shift+Tab stay inside, Escape closes, and focus returns to
 * what had it before. Render it only while open.
 */
export function Dialog(props: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const { onClose } = props;
  useModal(backdrop, panel, onClose);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = focusableIn(panel.current);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      ref={backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <TitleBar
          titleId={titleId}
          title={props.title}
          placement="dialog"
          {...(props.closeLabel ? { closeLabel: props.closeLabel } : {})}
          onClose={onClose}
        />
        {props.children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
