import type { UserDto } from '@/contract/accounts/user.contract';
import type { AddressRow } from '../store/address-repository';
import { toUserAddressesDto } from '../store/address-row';
import { userChannels } from '../user-channels';
import { tradeTypesOf } from '../trade-types';
import type { UserRow } from '../store/user-repository';

/** The user as a session answers it: the spec's User entity with the address slots filled. */
export function toUserDto(
  user: UserRow,
  addresses: readonly AddressRow[],
  industryTypes: readonly { id: number; name: string }[],
): UserDto {
  return {
    ...toUserAddressesDto(addresses, user.selectedAddressQueryId),
    query_id: user.queryId,
    status: user.status === 'active' ? 'active' : 'pending',
    anonymous: user.kind === 'anonymous',
    mobile_number: user.mobileNumber,
    login_id: user.mobileNumber,
    full_name: user.fullName,
    dob: user.dob,
    email: user.email,
    channels: userChannels(user.queryId),
    merchant: null,
    // The storefront flags a user whose trade_types lack Retail.
    trade_types: tradeTypesOf(user),
    industry_types: [...industryTypes],
  };
}
