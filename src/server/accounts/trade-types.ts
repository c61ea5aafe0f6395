import type { UserRow } from './store/user-repository';

/** A business-to-business demo customer beside the README's demo customer: same PIN, the next number. */
export const demoBusinessCustomer = {
  mobileNumber: '+923001234568',
  pin: '123456',
  fullName: 'Demo Business',
  email: 'demo.business@example.com',
} as const;

const retail = { id: 1, name: 'Retail' };
/** The user type of a business-to-business account travels as a trade type: the user record has no field for it. */
const businessToBusiness = { id: 2, name: 'B2B' };

/**
 * The trade_types of a user. Every account buys retail except the demo business account, which buys B2B only,
 * so the storefront both flags it (no Retail) and treats it as the business user type. The users table has no
 * trade-type column; until one is added the reference server knows its business account by number.
 */
export function tradeTypesOf(user: Pick<UserRow, 'mobileNumber'>): { id: number; name: string }[] {
  return user.mobileNumber === demoBusinessCustomer.mobileNumber ? [businessToBusiness] : [retail];
}
