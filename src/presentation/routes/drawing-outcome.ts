import { createContext } from 'react';

/**
 * What a drawing on the server learns about its address that the page's markup cannot say: the address only leads
 * elsewhere (the server answers with a redirect, so the browser never loads the app to be sent on), or it names no
 * page (the server answers "not found" with the page drawn). The server's renderer provides one per drawing; the
 * browser provides none, and its screens behave as they always did.
 */
export interface DrawingOutcome {
  readonly leadsTo: (path: string) => void;
  readonly namesNoPage: () => void;
}

export const DrawingOutcomeContext = createContext<DrawingOutcome | null>(null);
