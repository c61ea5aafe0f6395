import { sessionExpiredMessageKey } from '@/presentation/i18n/message-keys/session-message-keys';
import { localeText } from '../../../support/locale-files';

describe('session message keys', () => {
  it('say "Session Expired" when a session ends', () => {
    expect(localeText('en', sessionExpiredMessageKey)).toBe('Session Expired');
  });

  it('have a Finnish text', () => {
    expect(localeText('fi', sessionExpiredMessageKey)).not.toBe('');
  });
});
