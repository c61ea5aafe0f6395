import {
  paymentMethodLabelKeys,
  paymentNoticeMessageKeys,
} from '@/presentation/i18n/message-keys/payment-message-keys';
import { localeText } from '../../../support/locale-files';

describe('payment message keys', () => {
  it("say the spec's words for a successful card payment", () => {
    expect(localeText('en', paymentNoticeMessageKeys.PAYMENT_SUCCESSFUL)).toBe('Payment is successfull');
  });

  it.each(Object.values({ ...paymentNoticeMessageKeys, ...paymentMethodLabelKeys }))(
    '%s has an English and a Finnish text',
    (key) => {
      expect(localeText('en', key)).not.toBe('');
      expect(localeText('fi', key)).not.toBe('');
    },
  );
});
