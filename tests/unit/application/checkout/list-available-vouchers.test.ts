import { createListAvailableVouchers } from '@/application/checkout/list-available-vouchers.use-case';
import type { Session } from '@/domain/session/session';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemorySessionStore } from '../../../support/fakes/in-memory-session-store';
import { InMemoryVoucherWallet } from '../../../support/fakes/in-memory-voucher-wallet';

const now = Date.parse('2026-06-15T12:00:00Z');
const hour = 60 * 60 * 1000;

const customer: Session = {
  token: 't',
  kind: 'customer',
  startedAt: 0,
  user: { queryId: 'usr-7', status: 'active', fullName: 'Aino', mobileNumber: '+358401', industryTypes: [] },
};

function setUp(session: Session | null) {
  const voucherWallet = new InMemoryVoucherWallet();
  const listAvailableVouchers = createListAvailableVouchers({
    voucherWallet,
    sessionStore: new InMemorySessionStore(session),
    clock: new FixedClock(now),
  });
  return { voucherWallet, listAvailableVouchers };
}

describe('ListAvailableVouchers', () => {
  it("asks the wallet for the signed-in user's vouchers at the store, soonest expiry first", async () => {
    const { voucherWallet, listAvailableVouchers } = setUp(customer);
    voucherWallet.give(
      'usr-7',
      'helmi',
      { code: 'LATER', name: 'Later', expiresAt: now + 5 * hour },
      { code: 'SOON', name: 'Soon', expiresAt: now + hour },
    );
    const codes = (await listAvailableVouchers({ storeQueryId: 'helmi' })).map((voucher) => voucher.code);
    expect(codes).toEqual(['SOON', 'LATER']);
    expect(voucherWallet.calls).toEqual([{ userQueryId: 'usr-7', storeQueryId: 'helmi' }]);
  });

  it('leaves out a voucher that has expired by now, one the code field would refuse, and a repeated code', async () => {
    const { voucherWallet, listAvailableVouchers } = setUp(customer);
    voucherWallet.give(
      'usr-7',
      'helmi',
      { code: 'ENDED', name: 'Ended just now', expiresAt: now },
      { code: 'TWO WORDS', name: 'Not a code', expiresAt: now + hour },
      { code: 'KEEP', name: 'Kept', expiresAt: now + hour },
      { code: 'KEEP', name: 'Kept twice', expiresAt: now + 2 * hour },
    );
    await expect(listAvailableVouchers({ storeQueryId: 'helmi' })).resolves.toEqual([
      { code: 'KEEP', name: 'Kept', expiresAt: now + hour },
    ]);
  });

  it('does not ask the server when nobody is signed in', async () => {
    const { voucherWallet, listAvailableVouchers } = setUp(null);
    await expect(listAvailableVouchers({ storeQueryId: 'helmi' })).resolves.toEqual([]);
    expect(voucherWallet.calls).toEqual([]);
  });

  it('passes a transport failure on', async () => {
    const { voucherWallet, listAvailableVouchers } = setUp(customer);
    voucherWallet.failWith({ code: 'CONNECTION_TIMEOUT', message: '' });
    await expect(listAvailableVouchers({ storeQueryId: 'helmi' })).rejects.toEqual({
      code: 'CONNECTION_TIMEOUT',
      message: '',
    });
  });
});
