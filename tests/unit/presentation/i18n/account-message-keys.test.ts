import { authProblemMessageKeys, authTextKeys } from '@/presentation/i18n/message-keys/auth-message-keys';
import { validationPatterns } from '@/domain/validation/patterns';
import { localeText } from '../../../support/locale-files';

const keys = [
  ...Object.values(authProblemMessageKeys),
  ...Object.values(authTextKeys),
  ...validationPatterns.map((pattern) => `validation.${pattern}`),
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

  it('words an invalid email as the spec does', () => {
    expect(localeText('en', 'validation.email')).toBe('Please enter valid email');
  });
});
