import type { VoucherCodeRefusal } from '@/domain/voucher/voucher-code';

/**
 * The i18n key of each refusal of a voucher code. A voucher the server refuses shows the server's own
 * message instead, as the spec leaves that text to the server.
 */
export const voucherCodeMessageKeys: Readonly<Record<VoucherCodeRefusal, string>> = {
  VOUCHER_CODE_REQUIRED: 'voucher.codeRequired',
  VOUCHER_CODE_INVALID_CHARACTERS: 'voucher.codeInvalidCharacters',
  VOUCHER_CODE_TOO_LONG: 'voucher.codeTooLong',
};
