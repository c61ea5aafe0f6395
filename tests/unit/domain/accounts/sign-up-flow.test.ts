import {
  initialSignUpState,
  nextSignUpState,
  type SignUpEvent,
  type SignUpState,
} from '@/domain/accounts/sign-up-flow';

const number = '+92 300 1234567';
const otherNumber = '+92 311 7654321';

const states = {
  'step 1': initialSignUpState,
  'step 1 offering an OTP': { ...initialSignUpState, userId: 'u1', mobileNumber: number, otpSend: true },
  'step 2': { ...initialSignUpState, step: 2, userId: 'u1', mobileNumber: number },
  'step 3': { ...initialSignUpState, step: 3, userId: 'u1', mobileNumber: number, signUpToken: 'proof-u1' },
  'step 3 without a number': { ...initialSignUpState, step: 3, userId: 'u1', signUpToken: 'proof-u1' },
  'step -1': { ...initialSignUpState, step: -1, userId: 'u1', mobileNumber: number },
  finished: {
    ...initialSignUpState,
    step: 3,
    userId: 'u1',
    mobileNumber: number,
    finished: true,
    autoLoginId: '+923001234567',
  },
} satisfies Record<string, SignUpState>;

type StateName = keyof typeof states;

const events = {
  'registered new': { type: 'registered', userId: 'u2', userStatus: null, mobileNumber: otherNumber },
  'registered pending': { type: 'registered', userId: 'u2', userStatus: 'pending', mobileNumber: otherNumber },
  'registered active': { type: 'registered', userId: 'u2', userStatus: 'active', mobileNumber: otherNumber },
  'OTP resent': { type: 'otpResent' },
  'OTP verified': { type: 'otpVerified', signUpToken: 'proof-u1' },
  'profile saved': { type: 'profileSaved', pin: 'a1b2c3' },
  'profile saved without PIN': { type: 'profileSaved', pin: '' },
  'pending account found': {
    type: 'accountFound',
    account: { userId: 'u9', status: 'pending' },
    mobileNumber: otherNumber,
  },
  'active account found': {
    type: 'accountFound',
    account: { userId: 'u9', status: 'active' },
    mobileNumber: otherNumber,
  },
  back: { type: 'back' },
  reset: { type: 'reset' },
} satisfies Record<string, SignUpEvent>;

type EventName = keyof typeof events;

const registeredNew: SignUpState = { ...initialSignUpState, step: 2, userId: 'u2', mobileNumber: otherNumber };
const registeredPending: SignUpState = {
  ...initialSignUpState,
  userId: 'u2',
  mobileNumber: otherNumber,
  otpSend: true,
};
const pendingFound: SignUpState = { ...initialSignUpState, userId: 'u9', mobileNumber: otherNumber, otpSend: true };
const activeFound: SignUpState = { ...initialSignUpState, step: -1, userId: 'u9', mobileNumber: otherNumber };

/** Every state against every event. `same` marks an event that does not belong there: the state stays. */
const transitions: Record<StateName, Record<EventName, SignUpState | 'same'>> = {
  'step 1': {
    'registered new': registeredNew,
    'registered pending': registeredPending,
    'registered active': registeredNew,
    'OTP resent': 'same',
    'OTP verified': 'same',
    'profile saved': 'same',
    'profile saved without PIN': 'same',
    'pending account found': pendingFound,
    'active account found': activeFound,
    back: 'same',
    reset: initialSignUpState,
  },
  'step 1 offering an OTP': {
    'registered new': registeredNew,
    'registered pending': registeredPending,
    'registered active': registeredNew,
    'OTP resent': { ...states['step 1 offering an OTP'], step: 2 },
    'OTP verified': 'same',
    'profile saved': 'same',
    'profile saved without PIN': 'same',
    'pending account found': pendingFound,
    'active account found': activeFound,
    back: 'same',
    reset: initialSignUpState,
  },
  'step 2': {
    'registered new': 'same',
    'registered pending': 'same',
    'registered active': 'same',
    'OTP resent': 'same',
    'OTP verified': { ...states['step 2'], step: 3, signUpToken: 'proof-u1' },
    'profile saved': 'same',
    'profile saved without PIN': 'same',
    'pending account found': pendingFound,
    'active account found': activeFound,
    back: { ...states['step 2'], step: 1 },
    reset: initialSignUpState,
  },
  'step 3': {
    'registered new': 'same',
    'registered pending': 'same',
    'registered active': 'same',
    'OTP resent': 'same',
    'OTP verified': 'same',
    'profile saved': { ...states['step 3'], signUpToken: null, finished: true, autoLoginId: '+923001234567' },
    'profile saved without PIN': { ...states['step 3'], signUpToken: null, finished: true, autoLoginId: null },
    'pending account found': pendingFound,
    'active account found': activeFound,
    back: { ...states['step 3'], step: 1, signUpToken: null },
    reset: initialSignUpState,
  },
  'step 3 without a number': {
    'registered new': 'same',
    'registered pending': 'same',
    'registered active': 'same',
    'OTP resent': 'same',
    'OTP verified': 'same',
    'profile saved': { ...states['step 3 without a number'], signUpToken: null, finished: true, autoLoginId: null },
    'profile saved without PIN': {
      ...states['step 3 without a number'],
      signUpToken: null,
      finished: true,
      autoLoginId: null,
    },
    'pending account found': pendingFound,
    'active account found': activeFound,
    back: { ...states['step 3 without a number'], step: 1, signUpToken: null },
    reset: initialSignUpState,
  },
  'step -1': {
    'registered new': 'same',
    'registered pending': 'same',
    'registered active': 'same',
    'OTP resent': 'same',
    'OTP verified': 'same',
    'profile saved': 'same',
    'profile saved without PIN': 'same',
    'pending account found': pendingFound,
    'active account found': activeFound,
    back: initialSignUpState,
    reset: initialSignUpState,
  },
  finished: {
    'registered new': 'same',
    'registered pending': 'same',
    'registered active': 'same',
    'OTP resent': 'same',
    'OTP verified': 'same',
    'profile saved': 'same',
    'profile saved without PIN': 'same',
    'pending account found': 'same',
    'active account found': 'same',
    back: 'same',
    reset: initialSignUpState,
  },
};

const rows = Object.entries(transitions).flatMap(([stateName, byEvent]) =>
  Object.entries(byEvent).map(([eventName, expected]) => [stateName, eventName, expected] as const),
);

describe('nextSignUpState', () => {
  it('starts at step 1 with nothing known', () => {
    expect(initialSignUpState).toEqual({
      step: 1,
      userId: null,
      mobileNumber: null,
      signUpToken: null,
      otpSend: false,
      finished: false,
      autoLoginId: null,
    });
  });

  it.each(rows)('at %s, %s leads to %o', (stateName, eventName, expected) => {
    const state = states[stateName as StateName];
    const next = nextSignUpState(state, events[eventName as EventName]);
    if (expected === 'same') expect(next).toBe(state);
    else expect(next).toEqual(expected);
  });

  it('logs in with the number without its spaces after the last step', () => {
    const atStep3 = { ...states['step 3'], mobileNumber: '+92 345 6789012' };
    expect(nextSignUpState(atStep3, { type: 'profileSaved', pin: 'a1b2c3' }).autoLoginId).toBe('+923456789012');
  });

  it('walks a new number through all three steps', () => {
    const walk: SignUpEvent[] = [events['registered new'], events['OTP verified'], events['profile saved']];
    const steps = walk.reduce<SignUpState[]>(
      (visited, event) => [...visited, nextSignUpState(visited.at(-1) ?? initialSignUpState, event)],
      [initialSignUpState],
    );
    expect(steps.map((state) => [state.step, state.finished])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [3, true],
    ]);
  });
});
