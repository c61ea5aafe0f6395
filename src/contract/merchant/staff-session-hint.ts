/**
 * The cookie a browser carries while it keeps a console staff session: a hint with no secret in it (the session's
 * token stays in the browser's storage). The server draws a console route's sign-in for a browser without it, and
 * only the console's frame (nothing of the store's) for a browser with it, which has the session to fill it in.
 */
export const staffSessionHintCookie = 'staffSignedIn';

/**
 * Whether a cookie header (a request's `Cookie`, or a document's `cookie`) carries the hint. Read alike on both
 * sides, so the browser taking a drawing over knows which of the two the server drew.
 */
export function carriesStaffSessionHint(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${staffSessionHintCookie}=`));
}
