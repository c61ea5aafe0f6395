import { acceptsVoucherCodeInput, checkVoucherCode, voucherCodeMaxLength } from '@/domain/voucher/voucher-code';

const codeOf = (length: number): string => 'AB12'.repeat(20).slice(0, length);

describe('checkVoucherCode', () => {
  it.each([
    ['SUMMER10', { ok: true }],
    ['summer10', { ok: true }],
    ['2026', { ok: true }],
    ['A', { ok: true }],
    [codeOf(49), { ok: true }],
    [codeOf(50), { ok: true }],
    [codeOf(51), { ok: false, reason: 'VOUCHER_CODE_TOO_LONG' }],
    ['', { ok: false, reason: 'VOUCHER_CODE_REQUIRED' }],
    [' ', { ok: false, reason: 'VOUCHER_CODE_INVALID_CHARACTERS' }],
    ['SUMMER 10', { ok: false, reason: 'VOUCHER_CODE_INVALID_CHARACTERS' }],
    [' SUMMER10', { ok: false, reason: 'VOUCHER_CODE_INVALID_CHARACTERS' }],
    ['SUMMER10\t', { ok: false, reason: 'VOUCHER_CODE_INVALID_CHARACTERS' }],
    ['KESÄ10', { ok: false, reason: 'VOUCHER_CODE_INVALID_CHARACTERS' }],
    ['kesä', { ok: false, reason: 'VOUCHER_CODE_INVALID_CHARACTERS' }],
    ['SUMMER-10', { ok: false, reason: 'VOUCHER_CODE_INVALID_CHARACTERS' }],
    ['١٢٣', { ok: false, reason: 'VOUCHER_CODE_INVALID_CHARACTERS' }],
    [`${codeOf(50)} `, { ok: false, reason: 'VOUCHER_CODE_INVALID_CHARACTERS' }],
  ])('%p: %o', (code, expected) => {
    expect(checkVoucherCode(code)).toEqual(expected);
  });

  it('allows 50 characters', () => {
    expect(voucherCodeMaxLength).toBe(50);
  });
});

describe('acceptsVoucherCodeInput', () => {
  it.each([
    ['', true],
    ['S', true],
    [codeOf(50), true],
    [codeOf(51), false],
    ['S 1', false],
    ['ä', false],
  ])('the field takes %p: %p', (text, expected) => {
    expect(acceptsVoucherCodeInput(text)).toBe(expected);
  });
});
