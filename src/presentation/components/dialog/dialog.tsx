import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusableIn } from './focusable';

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

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(1)};
  font-size: 1.2rem;
`;

const CloseButton = styled.button`
  border: none;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  min-width: 44px;
  min-height: 44px;
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

/** The dialogs open now, the newest last; only the newest answers Escape. */
const openDialogs: object[] = [];

/**
 * A modal dialog: focus moves in, Tab and Shift+Tab stay inside, Escape closes, and focus returns to
 * what had it before. Render it only while open.
 */
export function Dialog(props: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const { onClose } = props;

  // Everything behind the dialog leaves the tab order and the accessibility tree while it is open, so a screen
  // reader (and a keyboard) meets only the dialog. The focus is taken before hiding and given back after
  // showing again: an inert element cannot keep or take focus.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const own = backdrop.current;
    const hidden = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        element !== own &&
        !element.hasAttribute('inert') &&
        element.tagName !== 'SCRIPT',
    );
    for (const element of hidden) {
      element.setAttribute('inert', '');
      element.setAttribute('aria-hidden', 'true');
    }
    const element = panel.current;
    (element ? (focusableIn(element)[0] ?? element) : null)?.focus();
    return () => {
      for (const element of hidden) {
        element.removeAttribute('inert');
        element.removeAttribute('aria-hidden');
      }
      before?.focus();
    };
  }, []);

  // Escape is heard on the whole document, not only inside the panel: a button that disables itself while its
  // request runs drops the focus to the page, and the dialog must still close. Only the topmost dialog closes.
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const marker = {};
    openDialogs.push(marker);
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openDialogs.at(-1) !== marker) return;
      event.stopPropagation();
      latestOnClose.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      openDialogs.splice(openDialogs.indexOf(marker), 1);
    };
  }, []);

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
        <Header>
          <Title id={titleId}>{props.title}</Title>
          {props.closeLabel ? (
            <CloseButton type="button" aria-label={props.closeLabel} onClick={onClose}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
              </svg>
            </CloseButton>
          ) : null}
        </Header>
        {props.children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
