import type { OpenedRiderSession, TransportDesk } from './store/rider-sessions';
import type { TransportContext } from './transport-context';

export type RiderSignIn =
  | { readonly outcome: 'signed_in'; readonly session: OpenedRiderSession; readonly desk: TransportDesk }
  /** The host has no transport account to book rides through: a fault of its set-up, not the rider's. */
  | { readonly outcome: 'no_desk' };

/** Opens a session for the rider of this device (the same device is the same rider), booking through the desk. */
export async function signInRider(
  context: Pick<TransportContext, 'riders' | 'deskUsername' | 'log'>,
  deviceId: string,
): Promise<RiderSignIn> {
  const desk = await context.riders.desk(context.deskUsername);
  if (desk === null) {
    context.log.error({ desk: context.deskUsername ?? null }, 'No transport account to book rides through');
    return { outcome: 'no_desk' };
  }
  const session = await context.riders.signIn(deviceId, desk);
  context.log.info({ rider: session.rider.queryId, merchant: desk.companyQueryId }, 'Rider signed in');
  return { outcome: 'signed_in', session, desk };
}
