import { afterNextPaint } from '../../startup/after-next-paint';

// What the open dialogs hide: everything on the page but the topmost dialog leaves the tab order and the
// accessibility tree (`inert`, with `aria-hidden` for browsers that expose inert content to screen readers). Chromium
// does not honour `aria-modal` alone (tests/e2e/dialog-modal.e2e.ts reads its accessibility tree).

/** The open dialogs' own elements (their backdrops, children of the body), the newest last. */
const openDialogs: HTMLElement[] = [];
/** What the dialogs made inert, and only that: an element inert for another reason stays as it is. */
const hiddenByDialogs = new Set<HTMLElement>();

function reconcile(): void {
  const top = openDialogs.at(-1);
  const wanted = new Set(
    top
      ? [...document.body.children].filter(
          (element): element is HTMLElement =>
            element instanceof HTMLElement &&
            element !== top &&
            element.tagName !== 'SCRIPT' &&
            (hiddenByDialogs.has(element) || !element.hasAttribute('inert')),
        )
      : [],
  );
  for (const element of hiddenByDialogs) {
    if (wanted.has(element)) continue;
    element.removeAttribute('inert');
    element.removeAttribute('aria-hidden');
    hiddenByDialogs.delete(element);
  }
  for (const element of wanted) {
    if (hiddenByDialogs.has(element)) continue;
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
    hiddenByDialogs.add(element);
  }
}

/**
 * Hides the page behind a dialog from its next paint on, and answers the function that shows it again.
 * Hiding waits for the paint: making a large page inert restyles and lays out all of it, which on a page the size
 * of the console's board of a busy day doubled the time from a click to the dialog on screen (BENCHMARKS.md, "The
 * console at a busy store"); the dialog's focus guard keeps the focus in until then. Showing is immediate: the focus returns to the
 * control that opened the dialog, and the page answers the next click at once.
 */
export function hidePageBehind(dialog: HTMLElement): () => void {
  openDialogs.push(dialog);
  void afterNextPaint().then(() => {
    if (openDialogs.includes(dialog)) reconcile();
  });
  return () => {
    openDialogs.splice(openDialogs.indexOf(dialog), 1);
    reconcile();
  };
}

/** Whether the dialog is the topmost one open, the one that answers Escape and keeps the focus. */
export function isTopmostDialog(dialog: HTMLElement): boolean {
  return openDialogs.at(-1) === dialog;
}
