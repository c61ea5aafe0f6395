import type { TradeType } from '@/domain/accounts/account';
import { isBusinessUser, isRetailUser } from '@/domain/accounts/user-type';

const retail: TradeType = { id: 1, name: 'Retail' };
const business: TradeType = { id: 2, name: 'B2B' };

describe('isRetailUser', () => {
  it.each<[string, readonly TradeType[], boolean]>([
    ['Retail', [retail], true],
    ['Retail beside B2B', [business, retail], true],
    ['lower-case retail', [{ id: 1, name: 'retail' }], true],
    ['RETAIL with spaces around it', [{ id: 7, name: '  RETAIL ' }], true],
    ['B2B only', [business], false],
    ['no trade type at all', [], false],
    ['a name that only contains Retail', [{ id: 3, name: 'Retailer' }], false],
    ['Wholesale', [{ id: 4, name: 'Wholesale' }], false],
  ])('%s: %s', (_case, tradeTypes, expected) => {
    expect(isRetailUser({ tradeTypes })).toBe(expected);
  });

  it('does not flag a user whose trade types are not known (a session kept by an older version)', () => {
    expect(isRetailUser({})).toBe(true);
  });
});

describe('isBusinessUser', () => {
  it.each<[string, readonly TradeType[], boolean]>([
    ['B2B only', [business], true],
    ['B2B beside Retail', [retail, business], true],
    ['lower-case b2b with spaces', [{ id: 2, name: ' b2b ' }], true],
    ['Retail only', [retail], false],
    ['no trade type at all', [], false],
    ['a name that only contains B2B', [{ id: 5, name: 'B2B partner' }], false],
  ])('%s: %s', (_case, tradeTypes, expected) => {
    expect(isBusinessUser({ tradeTypes })).toBe(expected);
  });

  it('is not a business user when the trade types are not known', () => {
    expect(isBusinessUser({})).toBe(false);
  });
});
