/** RFC 5321's longest address: the server refuses a longer one, and the forms that take an e-mail stop there. */
export const emailMaxLength = 254;
