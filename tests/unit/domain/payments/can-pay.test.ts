import { canOrderCashOffline, canPay } from '@/domain/payments/can-pay';
import type { MinimumOrderCheck } from '@/domain/pricing/minimum-order';

const reached: MinimumOrderCheck = { ok: true };
const below: MinimumOrderCheck = { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder: 1500, missing: 1 };

describe('canPay', () => {
  it.each([
    [true, true, null, true],
    [true, true, reached, true],
    [true, true, below, false],
    [false, true, reached, false],
    [true, false, reached, false],
    [true, false, null, false],
    [false, false, below, false],
  ] as const)('terms accepted %s, priced %s, minimum %o: %s', (termsAccepted, priced, minimumOrder, expected) => {
    expect(canPay({ termsAccepted, priced, minimumOrder })).toBe(expected);
  });
});

describe('canOrderCashOffline: no price can be asked for, and the order waits for the server to price it', () => {
  it.each([
    [true, null, true],
    [true, reached, true],
    [true, below, false],
    [false, reached, false],
    [false, null, false],
  ] as const)('terms accepted %s, minimum %o: %s', (termsAccepted, minimumOrder, expected) => {
    expect(canOrderCashOffline({ termsAccepted, minimumOrder })).toBe(expected);
  });
});
