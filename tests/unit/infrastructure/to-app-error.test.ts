import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import { toAppError } from '@/infrastructure/http/to-app-error';

function failedWith(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
}

describe('toAppError', () => {
  it.each([
    [400, { error: { message: 'page: too small' } }, 'BAD_REQUEST', 'page: too small'],
    [402, { error: 'Insufficient funds' }, 'PAYMENT_REQUIRED', 'Insufficient funds'],
    [404, 'No such store', 'NOT_FOUND', 'No such store'],
    [500, { unexpected: true }, 'SERVER_ERROR', '{"unexpected":true}'],
  ])('passes a %i body on with its message', (status, data, code, message) => {
    expect(toAppError(failedWith(status, data))).toEqual({ code, message, status });
  });

  it.each([401, 403])('turns %i into Session Expired (401)', (status) => {
    expect(toAppError(failedWith(status, {}))).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Session Expired',
      status: 401,
    });
  });

  it('turns 419 into Session Expired (419)', () => {
    expect(toAppError(failedWith(419, {}))).toEqual({
      code: 'SESSION_EXPIRED_419',
      message: 'Session Expired',
      status: 419,
    });
  });

  it('reports a cancelled request as code 1 Connection Failed', () => {
    expect(toAppError(new CanceledError())).toEqual({
      code: 'CONNECTION_FAILED',
      message: 'Connection Failed',
      status: 1,
    });
  });

  it('reports a network failure as code 0 Request Timeout', () => {
    expect(toAppError(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toEqual({
      code: 'REQUEST_TIMEOUT',
      message: 'Request Timeout',
      status: 0,
    });
  });

  it.each([
    [200, 'BAD_REQUEST'],
    [409, 'BAD_REQUEST'],
    [413, 'BAD_REQUEST'],
    [418, 'BAD_REQUEST'],
    [502, 'SERVER_ERROR'],
    [699, 'SERVER_ERROR'],
  ])('reads a %i, as every status from 200 to 700, as an answer with the server\u2019s message', (status, code) => {
    expect(toAppError(failedWith(status, { error: { message: 'The order changed meanwhile' } }))).toEqual({
      code,
      message: 'The order changed meanwhile',
      status,
    });
  });

  it('reports anything else as Connection Timeout', () => {
    expect(toAppError(new TypeError('boom'))).toEqual({ code: 'CONNECTION_TIMEOUT', message: 'Connection Timeout' });
    expect(toAppError(failedWith(700, {}))).toEqual({ code: 'CONNECTION_TIMEOUT', message: 'Connection Timeout' });
    expect(toAppError(failedWith(199, {}))).toEqual({ code: 'CONNECTION_TIMEOUT', message: 'Connection Timeout' });
  });
});
