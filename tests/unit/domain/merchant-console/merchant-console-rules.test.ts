import { isStaffSessionLive, mayOpenConsolePage, type ConsolePage } from '@/domain/merchant-console/staff-session';
import { staffCredentialsProblems } from '@/domain/merchant-console/staff-sign-in-rules';
import { arrivedOrders, needsConfirmation, ordersByStatus, withOrder } from '@/domain/merchant-console/store-order';
import { helmiStaffSession, storeOrder } from '../../../support/fakes/in-memory-merchant-console';

describe('which console pages a role may open', () => {
  it.each<[ConsolePage, boolean]>([
    ['dashboard', true],
    ['orders', true],
    ['inventory', true],
    ['promotions', true],
    ['test', true],
    ['transactions', false],
    ['staff', false],
    ['pnl', false],
    ['settings', false],
  ])('staff may open %s: %s; an owner may open every page', (page, staffMay) => {
    expect(mayOpenConsolePage('staff', page)).toBe(staffMay);
    expect(mayOpenConsolePage('owner', page)).toBe(true);
  });
});

describe('a staff session', () => {
  it('is live until the moment it expires', () => {
    expect(isStaffSessionLive(helmiStaffSession, helmiStaffSession.expiresAt - 1)).toBe(true);
    expect(isStaffSessionLive(helmiStaffSession, helmiStaffSession.expiresAt)).toBe(false);
  });
});

describe('the staff sign-in fields', () => {
  it.each([
    [
      { username: '', password: '' },
      { username: 'REQUIRED', password: 'REQUIRED' },
    ],
    [{ username: '   ', password: 'x' }, { username: 'REQUIRED' }],
    [{ username: 'helmi-staff', password: '  ' }, {}],
    [
      { username: 'a'.repeat(101), password: 'b'.repeat(201) },
      { username: 'TOO_LONG', password: 'TOO_LONG' },
    ],
    [{ username: ` ${'a'.repeat(100)} `, password: 'b'.repeat(200) }, {}],
  ])('%j has the problems %j', (credentials, problems) => {
    expect(staffCredentialsProblems(credentials)).toEqual(problems);
  });
});

describe('the order board', () => {
  const at = (minute: number) => Date.parse('2026-11-26T09:00:00Z') + minute * 60_000;

  it('groups by status in the order an order moves, newest first, leaving empty groups out', () => {
    const groups = ordersByStatus([
      storeOrder({ queryId: 'p1', placedAt: at(1) }),
      storeOrder({ queryId: 'x1', status: 'order_cancelled', placedAt: at(0) }),
      storeOrder({ queryId: 'p2', placedAt: at(5) }),
      storeOrder({ queryId: 'c1', status: 'order_confirmed', placedAt: at(2) }),
    ]);
    expect(groups.map((group) => [group.status, group.orders.map((order) => order.queryId)])).toEqual([
      ['order_pending', ['p2', 'p1']],
      ['order_confirmed', ['c1']],
      ['order_cancelled', ['x1']],
    ]);
  });

  it('replaces a known order and adds an unknown one', () => {
    const known = [storeOrder({ queryId: 'a', placedAt: at(1) }), storeOrder({ queryId: 'b', placedAt: at(2) })];
    const moved = withOrder(known, storeOrder({ queryId: 'a', status: 'order_confirmed', placedAt: at(1) }));
    expect(moved.map((order) => [order.queryId, order.status])).toEqual([
      ['b', 'order_pending'],
      ['a', 'order_confirmed'],
    ]);
    expect(withOrder(known, storeOrder({ queryId: 'c', placedAt: at(3) })).map((order) => order.queryId)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('announces only orders it did not hold before, whatever changed in the known ones', () => {
    const known = [storeOrder({ queryId: 'a' })];
    const fresh = [storeOrder({ queryId: 'a', status: 'order_confirmed' }), storeOrder({ queryId: 'b' })];
    expect(arrivedOrders(known, fresh).map((order) => order.queryId)).toEqual(['b']);
  });

  it('asks for confirmation before a cancel only', () => {
    expect(needsConfirmation('order_cancelled')).toBe(true);
    expect(needsConfirmation('order_confirmed')).toBe(false);
  });
});

describe('the order board, orders placed at the same moment', () => {
  it('puts the higher order number first, whichever came first', () => {
    const placedAt = Date.parse('2026-11-26T09:00:00Z');
    const groups = ordersByStatus([
      storeOrder({ queryId: 'a', shortOrderId: '1041', placedAt }),
      storeOrder({ queryId: 'b', shortOrderId: '1042', placedAt }),
    ]);
    expect(groups[0]?.orders.map((order) => order.shortOrderId)).toEqual(['1042', '1041']);
  });
});
