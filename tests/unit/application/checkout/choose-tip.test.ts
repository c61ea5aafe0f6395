import { createChooseTip } from '@/application/checkout/choose-tip.use-case';

describe('ChooseTip', () => {
  const chooseTip = createChooseTip({ currency: { kind: 'HOST', host: 'PAKISTAN' } });

  it('opens with tip 0 and the quick options in rupees as the spec writes them (Rs)', () => {
    const selector = chooseTip.open({ isBusinessUser: false });
    expect(selector).toEqual({ offered: true, input: '', tip: 0 });
    expect(chooseTip.choices(selector)).toEqual({ presets: [20, 50, 100], currencySymbol: 'Rs' });
  });

  it('offers a business user nothing, and keeps the tip at 0', () => {
    const selector = chooseTip.open({ isBusinessUser: true });
    expect(chooseTip.choices(selector).presets).toEqual([]);
    expect(chooseTip.pick(selector, 50).tip).toBe(0);
    expect(chooseTip.type(selector, '35').tip).toBe(0);
  });

  it.each([
    ['35', 35],
    ['3a', 0],
    ['12.50', 0],
  ])('typing %p gives a tip of %i', (text, tip) => {
    expect(chooseTip.type(chooseTip.open({ isBusinessUser: false }), text).tip).toBe(tip);
  });

  it('a picked option replaces a typed tip', () => {
    const typed = chooseTip.type(chooseTip.open({ isBusinessUser: false }), '35');
    expect(chooseTip.pick(typed, 100)).toEqual({ offered: true, input: '100', tip: 100 });
  });

  it('uses the euro sign on other hosts', () => {
    const euros = createChooseTip({ currency: { kind: 'HOST', host: 'OTHER' } });
    expect(euros.choices(euros.open({ isBusinessUser: false })).currencySymbol).toBe('€');
  });
});
