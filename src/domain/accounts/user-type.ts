import type { AccountUser, TradeType } from './account';

/** The trade type every consumer account carries; a user whose trade_types lack it is flagged. */
export const retailTradeTypeName = 'Retail';

/**
 * The trade type that makes an account the business-to-business user type. The user record has no field of
 * its own for the user type, so it travels in trade_types beside Retail.
 */
export const businessTradeTypeName = 'B2B';

/**
 * Trade types are names an operator types on the server, so "Retail", "retail" and " RETAIL " are the same
 * trade: names are compared trimmed and without regard to case.
 */
function hasTradeType(tradeTypes: readonly TradeType[], name: string): boolean {
  const wanted = name.toLowerCase();
  return tradeTypes.some((tradeType) => tradeType.name.trim().toLowerCase() === wanted);
}

/**
 * Whether the user buys retail. A user whose trade types are not known (a session kept by an older version)
 * counts as retail: only a user shown to lack Retail is flagged.
 */
export function isRetailUser(user: Pick<AccountUser, 'tradeTypes'>): boolean {
  return user.tradeTypes === undefined || hasTradeType(user.tradeTypes, retailTradeTypeName);
}

/** Whether the user is the business-to-business user type: its own logo, and no rider tip. */
export function isBusinessUser(user: Pick<AccountUser, 'tradeTypes'>): boolean {
  return user.tradeTypes !== undefined && hasTradeType(user.tradeTypes, businessTradeTypeName);
}
