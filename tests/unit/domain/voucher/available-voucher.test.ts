import { vouchersToOffer, type AvailableVoucher } from '@/domain/voucher/available-voucher';

const now = Date.parse('2026-06-15T12:00:00Z');
const hour = 60 * 60 * 1000;
const voucher = (code: string, expiresIn: number, name = code): AvailableVoucher => ({
  code,
  name,
  expiresAt: now + expiresIn,
});
const codesOf = (vouchers: readonly AvailableVoucher[]) => vouchers.map((each) => each.code);

describe('vouchersToOffer', () => {
  it('lists the soonest expiry first', () => {
    expect(codesOf(vouchersToOffer([voucher('LATER', 2 * hour), voucher('SOON', hour)], now))).toEqual([
      'SOON',
      'LATER',
    ]);
  });

  it('lists vouchers that expire together by their code, whatever order they come in', () => {
    const together = [voucher('B2', hour), voucher('C3', hour), voucher('A1', hour)];
    expect(codesOf(vouchersToOffer(together, now))).toEqual(['A1', 'B2', 'C3']);
    expect(codesOf(vouchersToOffer([...together].reverse(), now))).toEqual(['A1', 'B2', 'C3']);
  });

  it('offers a code given twice once, the one that expires first', () => {
    const offered = vouchersToOffer([voucher('KEEP', 2 * hour, 'Later'), voucher('KEEP', hour, 'Sooner')], now);
    expect(offered.map((each) => each.name)).toEqual(['Sooner']);
  });

  it('offers, of a code given twice that expires once, the one the wallet gave first', () => {
    const offered = vouchersToOffer([voucher('KEEP', hour, 'First'), voucher('KEEP', hour, 'Second')], now);
    expect(offered.map((each) => each.name)).toEqual(['First']);
  });

  it('leaves out a voucher expired by now and one the code field would refuse', () => {
    expect(codesOf(vouchersToOffer([voucher('ENDED', 0), voucher('TWO WORDS', hour), voucher('OK', 1)], now))).toEqual([
      'OK',
    ]);
  });
});
