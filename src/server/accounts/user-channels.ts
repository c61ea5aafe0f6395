/**
 * The payment channels of a user. Every user has one cash and one card channel, so their query ids are
 * derived from the user's rather than stored: an invoice's channel_query_id is checked against these.
 */
export function userChannels(userQueryId: string) {
  return [
    { type: 'Channel::Cash' as const, query_id: `${userQueryId}-cash` },
    { type: 'Channel::Card' as const, query_id: `${userQueryId}-card` },
  ];
}
