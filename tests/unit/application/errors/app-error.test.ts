import { isAppError } from '@/application/errors/app-error';

describe('isAppError', () => {
  it('takes an object with a code and a message', () => {
    expect(isAppError({ code: 'NOT_FOUND', message: 'No such store' })).toBe(true);
    expect(isAppError({ code: 'SERVER_ERROR', message: '', status: 500 })).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['no value', undefined],
    ['a code alone as text', 'NOT_FOUND'],
    ['an object without a message', { code: 'NOT_FOUND' }],
    ['an object without a code', { message: 'No such store' }],
    ['a numeric code', { code: 404, message: 'No such store' }],
    ['a message that is not text', { code: 'NOT_FOUND', message: { text: 'No such store' } }],
    ['a function carrying both', Object.assign(() => undefined, { code: 'NOT_FOUND', message: 'No such store' })],
  ])('refuses %s', (_what, value) => {
    expect(isAppError(value)).toBe(false);
  });
});
