import fc from 'fast-check';
import {
  isTransportPage,
  sessionEffectOfError,
  type RequestFailureContext,
  type SessionEffect,
} from '@/domain/session/session-effect';

const ordinary: RequestFailureContext = { duringLogin: false, transportService: false, pagePath: '/products' };
const login: RequestFailureContext = { duringLogin: true, transportService: false, pagePath: '/products' };
const transportPage: RequestFailureContext = {
  duringLogin: false,
  transportService: true,
  pagePath: '/transport/main-page',
};
const transportLogin: RequestFailureContext = { ...transportPage, duringLogin: true };
const storeCallOnTransportPage: RequestFailureContext = { ...ordinary, pagePath: '/transport/booking-history' };
const transportCallElsewhere: RequestFailureContext = { ...transportPage, pagePath: '/terms' };

describe('sessionEffectOfError', () => {
  it.each<[string, RequestFailureContext, number | undefined, SessionEffect]>([
    ['an ordinary page', ordinary, 401, 'END_SESSION'],
    ['an ordinary page', ordinary, 403, 'END_SESSION'],
    ['an ordinary page', ordinary, 419, 'KEEP_SESSION'],
    ['an ordinary page', ordinary, 400, 'KEEP_SESSION'],
    ['an ordinary page', ordinary, 500, 'KEEP_SESSION'],
    ['an ordinary page', ordinary, undefined, 'KEEP_SESSION'],
    ['the login call', login, 401, 'KEEP_SESSION'],
    ['the login call', login, 403, 'KEEP_SESSION'],
    ['the login call', login, 419, 'KEEP_SESSION'],
    ['a transport page', transportPage, 401, 'KEEP_SESSION'],
    ['a transport page', transportPage, 403, 'KEEP_SESSION'],
    ['a transport page', transportPage, 419, 'LOG_IN_AGAIN'],
    ['the transport login', transportLogin, 419, 'KEEP_SESSION'],
    ['a store call on a transport page', storeCallOnTransportPage, 401, 'KEEP_SESSION'],
    ['a store call on a transport page', storeCallOnTransportPage, 419, 'KEEP_SESSION'],
    ['a transport call off the transport pages', transportCallElsewhere, 401, 'END_SESSION'],
    ['a transport call off the transport pages', transportCallElsewhere, 419, 'LOG_IN_AGAIN'],
  ])('on %s, status %s means %s', (_where, context, status, expected) => {
    expect(sessionEffectOfError(status === undefined ? {} : { status }, context)).toBe(expected);
  });

  it('never ends or renews a session during a login, whatever the status', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.boolean(), fc.string(), (status, transportService, pagePath) => {
        expect(sessionEffectOfError({ status }, { duringLogin: true, transportService, pagePath })).toBe(
          'KEEP_SESSION',
        );
      }),
    );
  });
});

describe('isTransportPage', () => {
  it.each([
    ['/transport/transport-start-journey', true],
    ['/transport/confirm-booking/inv-1', true],
    ['/transport/stripe/payment-success', true],
    ['/products', false],
    ['/terms', false],
    ['/checkout/cart-summary', false],
    ['/Transport/main-page', false],
  ])('%s: %s', (path, expected) => {
    expect(isTransportPage(path)).toBe(expected);
  });
});
