import { voucherCodeMessageKeys } from '@/presentation/i18n/message-keys/voucher-message-keys';
import { localeText } from '../../../support/locale-files';

describe('voucherCodeMessageKeys', () => {
  it('asks for a code in the spec words', () => {
    expect(localeText('en', voucherCodeMessageKeys.VOUCHER_CODE_REQUIRED)).toBe('Enter Voucher Code');
  });

  it.each(Object.values(voucherCodeMessageKeys))('%s has an English and a Finnish text', (key) => {
    expect(localeText('en', key)).not.toBe('');
    expect(localeText('fi', key)).not.toBe('');
  });
});
