const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside a container that Tab can reach, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)];
}

/** Moves the focus to a container's first control, or to the container itself when it holds none. */
export function focusFirstIn(container: HTMLElement | null): void {
  if (container) (focusableIn(container)[0] ?? container).focus();
}
