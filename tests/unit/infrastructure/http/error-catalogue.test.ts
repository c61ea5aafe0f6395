import * as z from 'zod/mini';
import { HttpClient, requestTimeoutMs, type FailedRequest } from '@/infrastructure/http/http-client';
import type { RequestError } from '@/infrastructure/http/request-error';
import { startLocalServer, type LocalServer } from './local-server';

const valueSchema = z.object({ value: z.int() });

describe('the request layer error catalogue, against a local server', () => {
  let server: LocalServer;
  let http: HttpClient;

  beforeAll(async () => {
    server = await startLocalServer();
    http = new HttpClient({ baseUrl: server.baseUrl });
  });

  afterAll(() => server.stop());

  const failureOf = async (promise: Promise<unknown>): Promise<RequestError> => {
    try {
      await promise;
    } catch (thrown) {
      return thrown as RequestError;
    }
    throw new Error('the request did not fail');
  };

  it.each([
    [400, 'BAD_REQUEST'],
    [402, 'PAYMENT_REQUIRED'],
    [404, 'NOT_FOUND'],
    [500, 'SERVER_ERROR'],
  ])('passes a %i body on, the message taken from error.message', async (status, code) => {
    expect(await failureOf(http.get(`status/${status}`, {}, valueSchema))).toEqual({
      code,
      message: `Refused with ${status}`,
      status,
      body: { error: { message: `Refused with ${status}` } },
    });
  });

  it('takes the message from a plain string error', async () => {
    expect(await failureOf(http.post('error-string/402', {}, valueSchema))).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: 'Insufficient funds',
      status: 402,
      body: { error: 'Insufficient funds' },
    });
  });

  it('takes the message from a plain text body', async () => {
    expect(await failureOf(http.get('text/404', {}, valueSchema))).toEqual({
      code: 'NOT_FOUND',
      message: 'No such store',
      status: 404,
      body: 'No such store',
    });
  });

  it('wraps the whole body when it has no message', async () => {
    expect(await failureOf(http.get('whole/500', {}, valueSchema))).toEqual({
      code: 'SERVER_ERROR',
      message: '{"unexpected":true}',
      status: 500,
      body: { unexpected: true },
    });
  });

  it.each([401, 403])('turns %i into code 401 "Session Expired"', async (status) => {
    expect(await failureOf(http.get(`status/${status}`, {}, valueSchema))).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Session Expired',
      status: 401,
    });
  });

  it('turns 403 into FORBIDDEN with the body, not an ended session, for a client of role refusals', async () => {
    const console = new HttpClient({ baseUrl: server.baseUrl, forbiddenIsRoleRefusal: true });
    expect(await failureOf(console.get('status/403', {}, valueSchema))).toEqual({
      code: 'FORBIDDEN',
      message: '',
      status: 403,
      body: { error: { message: 'Refused with 403' } },
    });
    expect((await failureOf(console.get('status/401', {}, valueSchema))).code).toBe('SESSION_EXPIRED');
  });

  it('turns 419 into code 419 "Session Expired"', async () => {
    expect(await failureOf(http.get('status/419', {}, valueSchema))).toEqual({
      code: 'SESSION_EXPIRED_419',
      message: 'Session Expired',
      status: 419,
    });
  });

  it('reports an error answer with no body as an error with no description', async () => {
    expect(await failureOf(http.get('empty/400', {}, valueSchema))).toEqual({
      code: 'BAD_REQUEST',
      message: '',
      status: 400,
    });
  });

  it('reports a successful answer with no body, where one was expected, with no description', async () => {
    expect(await failureOf(http.get('empty/200', {}, valueSchema))).toEqual({ code: 'INVALID_RESPONSE', message: '' });
  });

  it('reports an answer that breaks the contract as INVALID_RESPONSE naming the field', async () => {
    const wrong = z.object({ value: z.string() });
    expect(await failureOf(http.get('ok', {}, wrong))).toEqual({
      code: 'INVALID_RESPONSE',
      message: expect.stringMatching(/^Unexpected answer from ok: value: /),
    });
  });

  it.each([
    [409, 'BAD_REQUEST'],
    [413, 'BAD_REQUEST'],
    [418, 'BAD_REQUEST'],
    [503, 'SERVER_ERROR'],
    [699, 'SERVER_ERROR'],
  ])(
    'reads any other status from 200 to 700, here %i, as an answer with the server\u2019s message',
    async (status, code) => {
      expect(await failureOf(http.get(`status/${status}`, {}, valueSchema))).toEqual({
        code,
        message: `Refused with ${status}`,
        status,
        body: { error: { message: `Refused with ${status}` } },
      });
    },
  );

  it('reports a status past the spec\u2019s 700 as Connection Timeout', async () => {
    expect(await failureOf(http.get('status/700', {}, valueSchema))).toEqual({
      code: 'CONNECTION_TIMEOUT',
      message: 'Connection Timeout',
    });
  });

  it('reports a dropped connection as code 0 "Request Timeout"', async () => {
    expect(await failureOf(http.get('drop', {}, valueSchema))).toEqual({
      code: 'REQUEST_TIMEOUT',
      message: 'Request Timeout',
      status: 0,
    });
  });

  it('reports a server nobody listens on as code 0 "Request Timeout"', async () => {
    const nowhere = new HttpClient({ baseUrl: 'http://127.0.0.1:9' });
    expect(await failureOf(nowhere.get('ok', {}, valueSchema))).toEqual({
      code: 'REQUEST_TIMEOUT',
      message: 'Request Timeout',
      status: 0,
    });
  });

  it('gives up after the time-out and reports Connection Timeout', async () => {
    const impatient = new HttpClient({ baseUrl: server.baseUrl, timeoutMs: 150 });
    const started = performance.now();
    expect(await failureOf(impatient.get('hang', {}, valueSchema))).toEqual({
      code: 'CONNECTION_TIMEOUT',
      message: 'Connection Timeout',
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("waits the spec's 95 seconds unless told otherwise", () => {
    expect(requestTimeoutMs).toBe(95_000);
  });

  it('tells the failure handler the session token the failed request carried', async () => {
    const tokens: Array<string | null> = [];
    const watched = new HttpClient({
      baseUrl: server.baseUrl,
      headers: async () => ({ 'x-p3-mwallet-session-token': 'token-sent' }),
      onFailure: (_, request) => tokens.push(request.sessionToken),
    });
    await failureOf(watched.get('status/401', {}, valueSchema));
    expect(tokens).toEqual(['token-sent']);
  });

  it('tells the failure handler which request failed and how', async () => {
    const failures: Array<[RequestError, FailedRequest]> = [];
    const watched = new HttpClient({
      baseUrl: server.baseUrl,
      onFailure: (error, request) => failures.push([error, request]),
    });
    await failureOf(watched.get('status/401', {}, valueSchema));
    await failureOf(watched.post('status/400', { login_id: 'x' }, valueSchema, { sessionCall: true }));
    expect(failures).toEqual([
      [
        { code: 'SESSION_EXPIRED', message: 'Session Expired', status: 401 },
        { path: 'status/401', sessionCall: false, sessionToken: null },
      ],
      [
        {
          code: 'BAD_REQUEST',
          message: 'Refused with 400',
          status: 400,
          body: { error: { message: 'Refused with 400' } },
        },
        { path: 'status/400', sessionCall: true, sessionToken: null },
      ],
    ]);
  });
});
