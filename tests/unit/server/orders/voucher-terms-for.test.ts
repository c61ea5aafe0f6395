import type { VoucherRow } from '@/server/accounts/store/voucher-repository';
import { voucherTermsFor } from '@/server/orders/voucher-terms-for';

const now = new Date('2026-06-01T12:00:00Z');
const invoice = { userId: 7, companyId: 3 };

function voucher(overrides: Partial<VoucherRow> = {}): VoucherRow {
  return {
    id: 1,
    code: 'HELMI5',
    name: '5 € off',
    discountKind: 'flat',
    amount: 500,
    expiresAt: new Date('2026-06-02T00:00:00Z'),
    companyId: null,
    userId: null,
    ...overrides,
  };
}

describe('voucherTermsFor', () => {
  it('gives a general voucher\u2019s terms and name', () => {
    expect(voucherTermsFor(voucher(), invoice, now)).toEqual({
      ok: true,
      terms: { code: 'HELMI5', kind: 'flat', amount: 500 },
      name: '5 € off',
    });
  });

  it('reads a percent voucher as percent', () => {
    const check = voucherTermsFor(voucher({ discountKind: 'percent', amount: 10 }), invoice, now);
    expect(check).toMatchObject({ ok: true, terms: { kind: 'percent', amount: 10 } });
  });

  it('accepts the invoice\u2019s own store and user', () => {
    expect(voucherTermsFor(voucher({ companyId: 3, userId: 7 }), invoice, now).ok).toBe(true);
  });

  it.each([
    ['no voucher', null],
    ['expired at this very instant', voucher({ expiresAt: now })],
    ['another store', voucher({ companyId: 4 })],
    ['another user', voucher({ userId: 8 })],
  ])('refuses %s with one message for all', (_case, row) => {
    const check = voucherTermsFor(row, invoice, now);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.message('en')).toBe('This voucher is not valid for this order');
    expect(check.message('fi')).toBe('Tämä kuponki ei käy tähän tilaukseen');
  });
});
