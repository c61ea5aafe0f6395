import {
  initialForgotPinState,
  nextForgotPinState,
  type ForgotPinEvent,
  type ForgotPinState,
} from '@/domain/accounts/forgot-pin-flow';

const states = {
  'step 1': initialForgotPinState,
  'step 2': { step: 2, loginId: '+923001234567', finished: false },
  finished: { step: 2, loginId: '+923001234567', finished: true },
} satisfies Record<string, ForgotPinState>;

const events = {
  'reset requested': { type: 'resetRequested', loginId: '+923117654321' },
  'PIN reset': { type: 'pinReset' },
  reset: { type: 'reset' },
} satisfies Record<string, ForgotPinEvent>;

const rows: ReadonlyArray<readonly [keyof typeof states, keyof typeof events, ForgotPinState | 'same']> = [
  ['step 1', 'reset requested', { step: 2, loginId: '+923117654321', finished: false }],
  ['step 1', 'PIN reset', 'same'],
  ['step 1', 'reset', initialForgotPinState],
  ['step 2', 'reset requested', 'same'],
  ['step 2', 'PIN reset', { step: 2, loginId: '+923001234567', finished: true }],
  ['step 2', 'reset', initialForgotPinState],
  ['finished', 'reset requested', 'same'],
  ['finished', 'PIN reset', 'same'],
  ['finished', 'reset', initialForgotPinState],
];

describe('nextForgotPinState', () => {
  it('starts at step 1', () => {
    expect(initialForgotPinState).toEqual({ step: 1, loginId: null, finished: false });
  });

  it.each(rows)('at %s, %s leads to %o', (stateName, eventName, expected) => {
    const state = states[stateName];
    const next = nextForgotPinState(state, events[eventName]);
    if (expected === 'same') expect(next).toBe(state);
    else expect(next).toEqual(expected);
  });
});
