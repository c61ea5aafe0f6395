import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => undefined;

/**
 * False while the server draws a screen and while the browser takes that screen over, true from the next render
 * on (and from the start on a screen the browser draws itself). A button drawn by the server does nothing until
 * the app's code is there, so it says so (disabled) instead of swallowing the click.
 */
export function useAlive(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
