import {
  advanceBookingMessageKeys,
  cancelRefusalMessageKeys,
} from '@/presentation/i18n/message-keys/transport-message-keys';
import { localeText } from '../../../support/locale-files';

describe('advance booking message keys', () => {
  it.each(Object.entries({ ...advanceBookingMessageKeys, ...cancelRefusalMessageKeys }))(
    '%s reads %s in English and Finnish',
    (_reason, key) => {
      expect(localeText('en', key)).not.toBe('');
      expect(localeText('fi', key)).not.toBe('');
    },
  );
});
