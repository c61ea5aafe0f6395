import {
  amountOf,
  isVoucherActive,
  newVoucherFrom,
  promotionTermsFor,
  voucherNameMaxLength,
  type StoreVoucher,
  type VoucherDraft,
} from '@/domain/merchant-console/promotion-rules';

describe('the amount typed for a promotion or a voucher', () => {
  it.each([
    ['flat', '2,50', 250],
    ['flat', ' 2.50 ', 250],
    ['flat', '3', 300],
    ['flat', '0.01', 1],
    ['flat', '0', { problem: 'TOO_SMALL' }],
    ['flat', '0,00', { problem: 'TOO_SMALL' }],
    ['flat', '', { problem: 'REQUIRED' }],
    ['flat', '   ', { problem: 'REQUIRED' }],
    ['flat', 'abc', { problem: 'NOT_AN_AMOUNT' }],
    ['flat', '-1', { problem: 'NOT_AN_AMOUNT' }],
    ['flat', '1.999', { problem: 'NOT_AN_AMOUNT' }],
    ['percent', '1', 1],
    ['percent', '100', 100],
    ['percent', ' 15 ', 15],
    ['percent', '0', { problem: 'TOO_SMALL' }],
    ['percent', '101', { problem: 'TOO_LARGE' }],
    ['percent', '12.5', { problem: 'NOT_AN_AMOUNT' }],
    ['percent', '-5', { problem: 'NOT_AN_AMOUNT' }],
    ['percent', '', { problem: 'REQUIRED' }],
  ] as const)('%s %j is %j', (kind, typed, expected) => {
    expect(amountOf(kind, typed)).toEqual(expected);
  });

  it('is not an amount when it is too large to be money', () => {
    expect(amountOf('flat', '9'.repeat(30))).toEqual({ problem: 'NOT_AN_AMOUNT' });
  });
});

describe("a product's promotion", () => {
  it('takes whole percent off, the typed number as it is', () => {
    expect(promotionTermsFor('discount', '20', 1000)).toEqual({ nature: 'discount', amount: 20 });
    // A percent is not money: 50 % of a price of 0,10 is allowed.
    expect(promotionTermsFor('discount', '50', 10)).toEqual({ nature: 'discount', amount: 50 });
  });

  it('takes a flat amount in minor units, up to the whole price', () => {
    expect(promotionTermsFor('flat', '2,50', 1000)).toEqual({ nature: 'flat', amount: 250 });
    expect(promotionTermsFor('flat', '10', 1000)).toEqual({ nature: 'flat', amount: 1000 });
  });

  it('refuses a flat amount above the price', () => {
    expect(promotionTermsFor('flat', '10,01', 1000)).toEqual({ problem: 'TOO_LARGE' });
  });

  it('reads a discount as percent, so a discount over 100 is too large whatever the price', () => {
    expect(promotionTermsFor('discount', '101', 100_000)).toEqual({ problem: 'TOO_LARGE' });
    expect(promotionTermsFor('discount', '2,5', 100_000)).toEqual({ problem: 'NOT_AN_AMOUNT' });
  });

  it('passes on what is wrong with the amount', () => {
    expect(promotionTermsFor('flat', '', 1000)).toEqual({ problem: 'REQUIRED' });
  });
});

describe('a new voucher', () => {
  const today = '2026-11-29';
  const draft: VoucherDraft = { code: ' joulu24 ', name: ' Christmas ', kind: 'percent', amount: '15', lastDay: today };

  it('is sent with its code in capitals, its name trimmed and its amount in the server unit', () => {
    expect(newVoucherFrom(draft, today)).toEqual({
      ok: true,
      voucher: { code: 'JOULU24', name: 'Christmas', kind: 'percent', amount: 15, lastDay: today },
    });
    expect(newVoucherFrom({ ...draft, kind: 'flat', amount: '5,90' }, today)).toEqual({
      ok: true,
      voucher: { code: 'JOULU24', name: 'Christmas', kind: 'flat', amount: 590, lastDay: today },
    });
  });

  it.each<[Partial<VoucherDraft>, Record<string, string>]>([
    [{ code: '' }, { code: 'REQUIRED' }],
    [{ code: '  ' }, { code: 'REQUIRED' }],
    [{ code: 'JOULU-24' }, { code: 'BAD_CODE' }],
    [{ code: 'A'.repeat(51) }, { code: 'BAD_CODE' }],
    [{ name: '' }, { name: 'REQUIRED' }],
    [{ name: '   ' }, { name: 'REQUIRED' }],
    [{ name: 'n'.repeat(voucherNameMaxLength + 1) }, { name: 'TOO_LONG' }],
    [{ amount: '' }, { amount: 'REQUIRED' }],
    [{ amount: '0' }, { amount: 'TOO_SMALL' }],
    [{ lastDay: '' }, { lastDay: 'REQUIRED' }],
    [{ lastDay: '2026-02-30' }, { lastDay: 'BAD_DATE' }],
    [{ lastDay: '2026-11-28' }, { lastDay: 'IN_THE_PAST' }],
  ])('with %j is refused: %j', (change, problems) => {
    expect(newVoucherFrom({ ...draft, ...change }, today)).toEqual({ ok: false, problems });
  });

  it('accepts a name of the longest length and a last day after today', () => {
    const longest = 'n'.repeat(voucherNameMaxLength);
    const result = newVoucherFrom({ ...draft, name: longest, lastDay: '2027-01-01' }, today);
    expect(result).toEqual({ ok: true, voucher: expect.objectContaining({ name: longest, lastDay: '2027-01-01' }) });
  });

  it('names every wrong field at once', () => {
    const wrong = { code: '', name: '', kind: 'flat', amount: 'x', lastDay: '' } as const;
    expect(newVoucherFrom(wrong, today)).toEqual({
      ok: false,
      problems: { code: 'REQUIRED', name: 'REQUIRED', amount: 'NOT_AN_AMOUNT', lastDay: 'REQUIRED' },
    });
  });
});

describe('a voucher in force', () => {
  const voucher: StoreVoucher = { code: 'A', name: 'A', kind: 'flat', amount: 100, expiresAt: 1_000 };

  it('is accepted until the moment it expires', () => {
    expect(isVoucherActive(voucher, 999)).toBe(true);
    expect(isVoucherActive(voucher, 1_000)).toBe(false);
  });
});
