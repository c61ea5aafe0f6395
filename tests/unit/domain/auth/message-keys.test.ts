import { authProblemMessageKeys, authTextKeys } from '@/domain/auth/auth-message-keys';
import { sessionEffectMessageKeys } from '@/domain/session/session-message-keys';
import { validationPatternMessageKeys } from '@/domain/validation/validation-message-keys';
import { localeText } from '../../../support/locale-files';

const keys = [
  ...Object.values(authProblemMessageKeys),
  ...Object.values(authTextKeys),
  ...Object.values(validationPatternMessageKeys),
  ...Object.values(sessionEffectMessageKeys).filter((key): key is string => key !== null),
];

describe('account and validation message keys', () => {
  it.each(keys)('%s has an English and a Finnish text', (key) => {
    expect(localeText('en', key)).not.toBe('');
    expect(localeText('fi', key)).not.toBe('');
  });

  it.each([
    ['PHONE_REQUIRED', 'Please Enter Phone No'],
    ['PHONE_INVALID', 'Phone No is not valid'],
    ['PIN_INVALID', 'Please Enter Your 6 Digit Pin or password'],
    ['FULL_NAME_REQUIRED', 'This field is required'],
  ] as const)('%s reads in English exactly as the spec words it: %j', (problem, text) => {
    expect(localeText('en', authProblemMessageKeys[problem])).toBe(text);
  });

  it('says "Session Expired" when a session ends, and nothing otherwise', () => {
    expect(localeText('en', sessionEffectMessageKeys.END_SESSION ?? '')).toBe('Session Expired');
    expect(sessionEffectMessageKeys.KEEP_SESSION).toBeNull();
    expect(sessionEffectMessageKeys.LOG_IN_AGAIN).toBeNull();
  });

  it('words an invalid email as the spec does', () => {
    expect(localeText('en', validationPatternMessageKeys.email)).toBe('Please enter valid email');
  });
});
