import type { PaymentChannel } from '../payments/settlement-channel';

/** `pending`: the registration was started but never finished (OTP or profile missing). */
export type UserStatus = 'pending' | 'active';

/** What the server says about the account behind a number when it refuses a login or a registration. */
export interface AccountReference {
  readonly userId: string;
  readonly status: UserStatus;
}

/** An industry the customer's account is set up for; the first one decides where a login lands. */
export interface IndustryType {
  readonly id: number;
  readonly name: string;
}

/**
 * A trade the account buys in (the user's trade_types), e.g. Retail; a business-to-business account carries
 * the B2B trade type (see user-type.ts).
 */
export interface TradeType {
  readonly id: number;
  readonly name: string;
}

/** The signed-in customer, as much of the user record as the storefront uses. */
export interface AccountUser {
  readonly queryId: string;
  readonly status: UserStatus;
  readonly fullName: string;
  /** As the server keeps it: the login id, without spaces. */
  readonly mobileNumber: string;
  readonly industryTypes: readonly IndustryType[];
  /**
   * The user's trade_types. Absent for a session kept by a version of the storefront that did not record
   * them: not knowing the trade types is not the same as lacking Retail (see user-type.ts).
   */
  readonly tradeTypes?: readonly TradeType[];
  /**
   * The user's payment channels, which a re-submitted invoice is settled on. Absent for a session kept before
   * they were recorded; such an invoice is placed without naming a channel.
   */
  readonly channels?: readonly PaymentChannel[];
}

/** After logging in the customer lands on the stores of the account's first industry type, when it has one. */
export function landingIndustryId(user: Pick<AccountUser, 'industryTypes'>): number | null {
  return user.industryTypes[0]?.id ?? null;
}
