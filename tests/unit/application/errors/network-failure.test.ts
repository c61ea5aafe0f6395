import { isNetworkFailure, isPassingFailure } from '@/application/errors/network-failure';

describe('isNetworkFailure', () => {
  it.each(['REQUEST_TIMEOUT', 'CONNECTION_TIMEOUT'])('is a request that got no answer: %s', (code) => {
    expect(isNetworkFailure({ code, message: 'No answer' })).toBe(true);
  });

  it.each([
    ['a server error', { code: 'SERVER_ERROR', message: 'Boom', status: 500 }],
    ['a refusal', { code: 'BAD_REQUEST', message: 'Bad', status: 400 }],
    ['an object without a code', {}],
    ['nothing', null],
    ['no value', undefined],
    ['a bare code', 'REQUEST_TIMEOUT'],
  ])('is not %s', (_what, error) => {
    expect(isNetworkFailure(error)).toBe(false);
  });
});

describe('isPassingFailure', () => {
  it.each([
    ['no answer', { code: 'CONNECTION_TIMEOUT', message: 'No answer' }],
    ['the first server error status', { code: 'SERVER_ERROR', message: 'Boom', status: 500 }],
    ['a gateway timeout', { code: 'SERVER_ERROR', message: 'Gateway', status: 504 }],
    ['a twin request still being answered', { code: 'BAD_REQUEST', message: 'In progress', status: 409 }],
  ])('is %s', (_what, error) => {
    expect(isPassingFailure(error)).toBe(true);
  });

  it.each([
    ['a refusal', { code: 'BAD_REQUEST', message: 'Bad', status: 400 }],
    ['the last status below the server errors', { code: 'BAD_REQUEST', message: 'Closed', status: 499 }],
    ['a failure without a status', { code: 'INVALID_RESPONSE', message: 'Unreadable' }],
    ['nothing', null],
    ['no value', undefined],
    ['a bare status', 500],
  ])('is not %s', (_what, error) => {
    expect(isPassingFailure(error)).toBe(false);
  });
});
