/**
 * The key of the note being written; the browser's storage is the host's own (one origin, one app). A module of its
 * own: the first screen forgets the note when a session ends, and has no room for the drafts' adapter.
 */
export const orderNoteDraftKey = 'checkoutNote';
