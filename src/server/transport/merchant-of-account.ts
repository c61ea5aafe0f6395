import type { StaffMember } from '../merchant/staff-session-store';
import type { RideMerchant } from './ride-repository';
import type { TransportContext } from './transport-context';

/**
 * The store a transport account books for. A valid session's account always has one (the foreign key cascades),
 * so a miss is a server fault, not the client's.
 */
export async function merchantOfAccount(
  context: Pick<TransportContext, 'rides'>,
  member: StaffMember,
): Promise<RideMerchant> {
  const merchant = await context.rides.merchant(member.companyId);
  if (merchant === null) throw new Error(`The store of staff ${member.staffId} is missing`);
  return merchant;
}
