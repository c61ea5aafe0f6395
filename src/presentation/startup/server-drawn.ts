import { createContext, useContext } from 'react';

/**
 * True while the server's renderer draws the first screen, before anyone has signed in: the screen is drawn as a
 * guest sees it, which is the screen the browser takes over once its visitor has signed in as a guest.
 */
export const ServerDrawnContext = createContext(false);

export function useServerDrawn(): boolean {
  return useContext(ServerDrawnContext);
}
