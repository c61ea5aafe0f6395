/**
 * The cookie a browser carries while it keeps a console staff session: a hint with no secret in it (the session's
 * token stays in the browser's storage). The server that draws a console route's sign-in leaves a route with this
 * hint to the browser, which has the session to open the console with.
 */
export const staffSessionHintCookie = 'staffSignedIn';
