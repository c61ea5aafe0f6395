import { transportErrorCodeOf, transportErrorCodes } from '@/presentation/pages/transport/ride-error-text';
import { localeText } from '../../../support/locale-files';

describe('transport error codes', () => {
  it.each([
    [{ body: { error: { code: 9004, message: 'x' } } }, 9004],
    [{ body: { code: '9021' } }, 9021],
    [{ body: { error: { code: 9005 } } }, null],
    [{ body: { error: { code: 'RIDER_ALREADY_ASSIGNED' } } }, null],
    [{ code: 'REQUEST_TIMEOUT', message: 'Request Timeout' }, null],
    [null, null],
  ])('%j reads as code %p', (error, code) => {
    expect(transportErrorCodeOf(error)).toBe(code);
  });

  it.each(transportErrorCodes.map((code) => [code]))('%i is a sentence in English and Finnish', (code) => {
    for (const language of ['en', 'fi'] as const) {
      const text = localeText(language, `rides.transportErrors.${code}`);
      expect(text).toMatch(/^\p{Lu}.{8,}\.$/u);
      expect(text).not.toContain(String(code));
    }
  });
});
