/**
 * Whether this browser says it keeps a staff session: the hint the server read to choose what it drew (the console's
 * frame, or its sign-in). Read at once, with no request: the browser takes the drawing over with the same choice.
 */
export interface StaffSessionHintReader {
  kept(): boolean;
}
