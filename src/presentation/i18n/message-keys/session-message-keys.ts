/** The title of the dialog that tells the customer their session ended. */
export const sessionExpiredMessageKey = 'session.expired';
