import { createContext, useContext } from 'react';

/**
 * True where the first screen is drawn as a guest sees it before anyone has signed in: by the server's renderer,
 * and by the browser taking that drawing over for a first-time visitor before the guest's sign-in (DrawnScreenGate).
 */
export const ServerDrawnContext = createContext(false);

export function useServerDrawn(): boolean {
  return useContext(ServerDrawnContext);
}
