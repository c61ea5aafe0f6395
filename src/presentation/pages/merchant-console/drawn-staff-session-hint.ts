import { createContext } from 'react';

/**
 * What the request the server draws for says of the staff session (its hint cookie): the server's renderer provides
 * it, as a drawing has no browser to read it from. The browser provides none: the console reads the same hint
 * through its feature, so it takes the drawing over as it was drawn (the frame, or the sign-in).
 */
export const DrawnStaffSessionHintContext = createContext<boolean | null>(null);
