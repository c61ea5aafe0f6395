import type { LogInOutcome } from '@/application/auth/log-in.use-case';
import type { SignUpStepResult } from '@/application/auth/sign-up.use-case';
import type { Session } from '@/domain/session/session';
import { initialSignUpState, type SignUpState } from '@/domain/auth/sign-up-flow';
import {
  accountsSlice,
  loginDialogOpened,
  loginResultCleared,
  signUpWentBack,
  type AccountsState,
} from '@/presentation/store/accounts/accounts.slice';
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

describe('accounts slice', () => {
  it('starts closed, idle and at sign-up step 1', () => {
    expect(initial.loginDialogOpen).toBe(false);
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
    expect(refused.loginDialogOpen).toBe(true);
    expect(reduce(refused, loginResultCleared()).login.error).toBeNull();
  });

  it('keeps the dialog open for an active account (step -1) and hands a pending one to sign-up step 1', () => {
    const opened = reduce(initial, loginDialogOpened());
    const active: SignUpState = { ...initialSignUpState, step: -1, userId: 'u1', mobileNumber: form.mobileNumber };
    const stayed = reduce(opened, loginAnswered({ ok: false, reason: 'REFUSED', message: 'Wrong', signUp: active }));
    expect(stayed.loginDialogOpen).toBe(true);
    expect(stayed.signUp.flow).toEqual(initialSignUpState);

    const pending: SignUpState = { ...active, step: 1, otpSend: true };
    const handed = reduce(
      opened,
      loginAnswered({ ok: false, reason: 'REFUSED', message: 'Unfinished', signUp: pending }),
    );
    expect(handed.loginDialogOpen).toBe(false);
    expect(handed.login.error).toBeNull();
    expect(handed.signUp.flow).toEqual(pending);
    expect(handed.signUp.notice).toBe('Unfinished');
  });

  it('closes the dialog as soon as a session starts', () => {
    const opened = reduce(initial, loginDialogOpened());
    expect(reduce(opened, sessionStarted(session)).loginDialogOpen).toBe(false);
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
      loginDialogOpen: true,
      signUp: { ...initial.signUp, flow: { ...initialSignUpState, step: 2, userId: 'u1' } },
    };
    expect(reduce(busy, sessionEnded())).toEqual(initial);
  });
});
