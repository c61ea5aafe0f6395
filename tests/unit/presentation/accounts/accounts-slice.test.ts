import type { LogInOutcome } from '@/application/accounts/log-in.use-case';
import type { SignUpStepResult } from '@/application/accounts/sign-up.use-case';
import type { Session } from '@/domain/session/session';
import { initialSignUpState, type SignUpState } from '@/domain/accounts/sign-up-flow';
import {
  accountMenuSlice,
  loginDialogOpened,
  selectLoginDialogOpen,
} from '@/presentation/store/accounts/account-menu.slice';
import {
  accountsSlice,
  loginResultCleared,
  selectLogin,
  selectSignUp,
  signUpWentBack,
  type AccountsState,
} from '@/presentation/store/accounts/accounts.slice';
import { createAppStore } from '@/presentation/store/app-store';
import { fakeResolver, useCases } from '../../../support/fake-resolver';
import { loginSubmitted, mobileNumberSubmitted } from '@/presentation/store/accounts/accounts.thunks';
import { sessionEnded, sessionStarted } from '@/presentation/store/session/session.slice';

const reduce = accountsSlice.reducer;
const initial = reduce(undefined, { type: 'init' });
const form = { mobileNumber: '+92 300 1234567', pin: '123456' };

function loginAnswered(outcome: LogInOutcome) {
  return loginSubmitted.fulfilled(outcome, 'request-1', form);
}

const session: Session = {
  token: 't',
  kind: 'customer',
  user: { queryId: 'u', status: 'active', fullName: 'A', mobileNumber: '+923001234567', industryTypes: [] },
  startedAt: 0,
};

/** A store whose login use case answers `outcome`, with the login dialog open. */
function storeWithLoginDialogAnswering(outcome: LogInOutcome) {
  const store = createAppStore(fakeResolver([[useCases.logIn, () => Promise.resolve(outcome)]]));
  store.dispatch(loginDialogOpened());
  return store;
}

describe('account menu slice', () => {
  const reduceMenu = accountMenuSlice.reducer;
  const closed = reduceMenu(undefined, { type: 'init' });

  it('starts with the login dialog closed and no log-out under way', () => {
    expect(closed).toEqual({ loginDialogOpen: false, loggingOut: false });
  });

  it('closes the dialog as soon as a session starts, and forgets everything when it ends', () => {
    const opened = reduceMenu(closed, loginDialogOpened());
    expect(opened.loginDialogOpen).toBe(true);
    expect(reduceMenu(opened, sessionStarted(session)).loginDialogOpen).toBe(false);
    expect(reduceMenu(opened, sessionEnded())).toEqual(closed);
  });
});

describe('accounts slice', () => {
  it('starts idle and at sign-up step 1', () => {
    expect(initial.login).toEqual({ pending: false, problems: {}, error: null });
    expect(initial.signUp.flow).toEqual(initialSignUpState);
    expect(initial.forgotPin.flow).toEqual({ step: 1, loginId: null, finished: false });
  });

  it('marks the login pending and keeps the refusal as an error with the server’s words', () => {
    const opened = reduce(initial, loginDialogOpened());
    const pending = reduce(opened, loginSubmitted.pending('request-1', form));
    expect(pending.login.pending).toBe(true);
    const refused = reduce(pending, loginAnswered({ ok: false, reason: 'REFUSED', message: 'Nope', signUp: null }));
    expect(refused.login).toEqual({ pending: false, problems: {}, error: { code: 'BAD_REQUEST', message: 'Nope' } });
    expect(reduce(refused, loginResultCleared()).login.error).toBeNull();
    expect(reduce(refused, loginDialogOpened()).login.error).toBeNull();
  });

  it('keeps the dialog open for an active account (step -1)', async () => {
    const active: SignUpState = { ...initialSignUpState, step: -1, userId: 'u1', mobileNumber: form.mobileNumber };
    const store = storeWithLoginDialogAnswering({ ok: false, reason: 'REFUSED', message: 'Wrong', signUp: active });
    await store.dispatch(loginSubmitted(form));
    expect(selectLoginDialogOpen(store.getState())).toBe(true);
    expect(selectLogin(store.getState()).error).toEqual({ code: 'BAD_REQUEST', message: 'Wrong' });
    expect(selectSignUp(store.getState()).flow).toEqual(initialSignUpState);
  });

  it('hands a pending account to sign-up step 1 and closes the dialog', async () => {
    const pending: SignUpState = {
      ...initialSignUpState,
      step: 1,
      otpSend: true,
      userId: 'u1',
      mobileNumber: form.mobileNumber,
    };
    const store = storeWithLoginDialogAnswering({
      ok: false,
      reason: 'REFUSED',
      message: 'Unfinished',
      signUp: pending,
    });
    await store.dispatch(loginSubmitted(form));
    expect(selectLoginDialogOpen(store.getState())).toBe(false);
    expect(selectLogin(store.getState()).error).toBeNull();
    expect(selectSignUp(store.getState())).toMatchObject({ flow: pending, notice: 'Unfinished' });
  });

  it('moves the sign-up flow to the state the use case answered, and back by two from step 3', () => {
    const atThree: SignUpState = { ...initialSignUpState, step: 3, userId: 'u1', mobileNumber: form.mobileNumber };
    const result: SignUpStepResult = { state: atThree, outcome: { ok: true } };
    const moved = reduce(initial, mobileNumberSubmitted.fulfilled(result, 'request-2', form.mobileNumber));
    expect(moved.signUp.flow.step).toBe(3);
    expect(reduce(moved, signUpWentBack()).signUp.flow.step).toBe(1);
  });

  it('keeps the field problems of an INVALID_FORM answer', () => {
    const result: SignUpStepResult = {
      state: initialSignUpState,
      outcome: { ok: false, reason: 'INVALID_FORM', problems: { mobileNumber: 'PHONE_INVALID' } },
    };
    const next = reduce(initial, mobileNumberSubmitted.fulfilled(result, 'request-3', '+92 300'));
    expect(next.signUp.problems).toEqual({ mobileNumber: 'PHONE_INVALID' });
  });

  it('forgets every flow when the session ends', () => {
    const busy: AccountsState = {
      ...initial,
      signUp: { ...initial.signUp, flow: { ...initialSignUpState, step: 2, userId: 'u1' } },
    };
    expect(reduce(busy, sessionEnded())).toEqual(initial);
  });
});
