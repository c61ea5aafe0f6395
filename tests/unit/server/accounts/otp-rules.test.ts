import { judgeOtp, newOtpCode, otpCodeHash, otpResendWaitMs, type StoredOtp } from '@/server/accounts/otp-rules';

const sentAt = 1_000_000;
const stored = (change: Partial<StoredOtp> = {}): StoredOtp => ({
  codeHash: otpCodeHash('123456'),
  sentAt,
  expiresAt: sentAt + 5 * 60 * 1000,
  failedAttempts: 0,
  usedAt: null,
  ...change,
});

describe('judgeOtp', () => {
  it.each([
    ['the right code in time', stored(), '123456', sentAt + 1, { kind: 'ACCEPTED' }],
    ['the right code with spaces around it', stored(), ' 123456 ', sentAt + 1, { kind: 'ACCEPTED' }],
    ['the right code one millisecond before expiry', stored(), '123456', sentAt + 299_999, { kind: 'ACCEPTED' }],
    ['the right code at expiry', stored(), '123456', sentAt + 300_000, { kind: 'EXPIRED' }],
    ['a first wrong code', stored(), '654321', sentAt + 1, { kind: 'WRONG', attemptsLeft: 4 }],
    ['a fifth wrong code', stored({ failedAttempts: 4 }), '654321', sentAt + 1, { kind: 'WRONG', attemptsLeft: 0 }],
    ['the right code after 5 wrong ones', stored({ failedAttempts: 5 }), '123456', sentAt + 1, { kind: 'LOCKED' }],
    ['a used code', stored({ usedAt: sentAt + 5 }), '123456', sentAt + 10, { kind: 'USED' }],
    ['a wrong code after expiry', stored(), '000000', sentAt + 400_000, { kind: 'EXPIRED' }],
  ])('judges %s', (_name, otp, code, now, verdict) => {
    expect(judgeOtp(otp, code, now)).toEqual(verdict);
  });

  it('answers MISSING when no code was sent', () => {
    expect(judgeOtp(null, '123456', sentAt)).toEqual({ kind: 'MISSING' });
  });
});

describe('otpResendWaitMs', () => {
  it.each([
    [null, sentAt, 0],
    [sentAt, sentAt, 30_000],
    [sentAt, sentAt + 29_999, 1],
    [sentAt, sentAt + 30_000, 0],
    [sentAt, sentAt + 90_000, 0],
  ])('after a code sent at %p, at %p waits %p ms', (lastSentAt, now, wait) => {
    expect(otpResendWaitMs(lastSentAt, now)).toBe(wait);
  });
});

describe('newOtpCode', () => {
  it('is always six digits', () => {
    const codes = Array.from({ length: 500 }, newOtpCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });
});
