import type { Rider } from './store/rider-sessions';
import type { RideMerchant } from './store/ride-repository';
import type { TransportContext } from './transport-context';

/**
 * The store a transport account books for. A valid session's account always has one (the foreign key cascades),
 * so a miss is a server fault, not the client's.
 */
export async function merchantOfAccount(context: Pick<TransportContext, 'rides'>, rider: Rider): Promise<RideMerchant> {
  const merchant = await context.rides.merchant(rider.companyId);
  if (merchant === null) throw new Error(`The store of desk ${rider.deskStaffId} is missing`);
  return merchant;
}
