import type { Clock } from '@/application/ports/clock.port';
import type { AvailableVoucher } from '@/domain/voucher/available-voucher';
import type { Session } from '@/domain/session/session';
import { checkoutOver } from '../../tests/support/checkout-over';
import { InMemoryCartRepository } from '../../tests/support/fakes/in-memory-cart-repository';
import { InMemorySessionStore } from '../../tests/support/fakes/in-memory-session-store';
import { InMemoryVoucherWallet } from '../../tests/support/fakes/in-memory-voucher-wallet';

/** A customer signed in by number; the wallet knows them by this id. */
function sessionOf(userQueryId: string): Session {
  return {
    token: `token-${userQueryId}`,
    kind: 'customer',
    startedAt: 0,
    user: { queryId: userQueryId, status: 'active', fullName: 'Customer', mobileNumber: '+358401', industryTypes: [] },
  };
}

/** The vouchers a checkout offers, through the ListAvailableVouchers use case as the app wires it. */
export class AvailableVouchersDriver {
  readonly wallet = new InMemoryVoucherWallet();
  private readonly sessions = new InMemorySessionStore();
  offered: readonly AvailableVoucher[] = [];

  constructor(private readonly clock: Clock) {}

  async signIn(userQueryId: string): Promise<void> {
    await this.sessions.save(sessionOf(userQueryId));
  }

  async openCheckoutAt(storeQueryId: string): Promise<void> {
    const { listAvailableVouchers } = checkoutOver({
      cartRepository: new InMemoryCartRepository(),
      voucherWallet: this.wallet,
      sessionStore: this.sessions,
      clock: this.clock,
    });
    this.offered = await listAvailableVouchers({ storeQueryId });
  }
}
