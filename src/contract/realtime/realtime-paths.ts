/** The event stream, under the wallet service's base (walletApiV1). */
export const userEventStreamPath = 'user/sse';
