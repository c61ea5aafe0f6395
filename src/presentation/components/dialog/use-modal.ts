import { useEffect, useRef, type RefObject } from 'react';
import { focusFirstIn } from './focusable';
import { hidePageBehind, isTopmostDialog } from './page-behind';

/**
 * What makes a dialog modal, from its opening to its closing:
 * - the page behind leaves the tab order and the accessibility tree (page-behind.ts);
 * - the focus moves in and stays in: focus that lands behind the topmost dialog before the page is hidden, or from
 *   the page's own code, is brought back; on closing it returns to what had it before;
 * - Escape, heard on the whole document, closes the topmost dialog only: a button that disables itself while its
 *   request runs drops the focus to the page, and the dialog must still close.
 */
export function useModal(
  backdrop: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const own = backdrop.current;
    if (!own) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const showPage = hidePageBehind(own);
    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTopmostDialog(own)) return;
      event.stopPropagation();
      latestOnClose.current();
    };
    const onDocumentFocusIn = (event: FocusEvent) => {
      if (!isTopmostDialog(own) || !(event.target instanceof Node) || own.contains(event.target)) return;
      focusFirstIn(panel.current);
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('focusin', onDocumentFocusIn);
    focusFirstIn(panel.current);
    return () => {
      // The guard goes and the page is shown before the focus is handed back behind.
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.removeEventListener('focusin', onDocumentFocusIn);
      showPage();
      before?.focus();
    };
  }, [backdrop, panel]);
}
