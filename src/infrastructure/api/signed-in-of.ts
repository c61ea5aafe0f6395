import type { SignedIn } from '@/application/ports/auth-gateway.port';
import type { AccountUser } from '@/domain/accounts/account';
import type { SessionResponse } from '@/contract/accounts/user.contract';

/** The wallet service's session answer as the application's signed-in session: token, user and channels. */
export function signedInOf(body: SessionResponse): SignedIn {
  const { user } = body;
  const account: AccountUser = {
    queryId: user.query_id,
    status: user.status,
    fullName: user.full_name ?? '',
    mobileNumber: user.login_id ?? user.mobile_number ?? '',
    industryTypes: user.industry_types.map((industry) => ({ id: industry.id, name: industry.name })),
    tradeTypes: user.trade_types.map((tradeType) => ({ id: tradeType.id, name: tradeType.name })),
    channels: user.channels.map((channel) => ({
      kind: channel.type === 'Channel::Card' ? 'card' : 'cash',
      queryId: channel.query_id,
    })),
  };
  return { token: user.session_ktb_token, user: account, addressSelected: user.selectedAddressId !== null };
}
