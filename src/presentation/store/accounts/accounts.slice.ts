import { createSlice } from '@reduxjs/toolkit';
import type { AppError } from '@/application/errors/app-error';
import type { ForgotPinProblems } from '@/application/auth/forgot-pin.use-case';
import type { SignUpFormProblems } from '@/application/auth/sign-up.use-case';
import type { LoginFormProblems } from '@/domain/auth/login-form';
import { initialForgotPinState, nextForgotPinState, type ForgotPinState } from '@/domain/auth/forgot-pin-flow';
import { initialSignUpState, nextSignUpState, type SignUpState } from '@/domain/auth/sign-up-flow';
import { sessionEnded, sessionStarted } from '../session/session.slice';
import {
  loginSubmitted,
  logoutRequested,
  mobileNumberSubmitted,
  newPinSubmitted,
  otpSubmitted,
  pinResetRequested,
  profileSubmitted,
} from './accounts.thunks';

/** Field name to the rule it broke, as the use cases answer INVALID_FORM; every form uses some of them. */
export type FieldProblems = LoginFormProblems & SignUpFormProblems & ForgotPinProblems;

/** One account form's request: whether it is in flight, and what the use case said about the last one. */
export interface AccountRequestState {
  readonly pending: boolean;
  readonly problems: FieldProblems;
  /** The server's refusal or a failed call, shown in red until the customer types again. */
  readonly error: AppError | null;
}

export interface AccountsState {
  readonly loginDialogOpen: boolean;
  readonly login: AccountRequestState;
  /** The sign-up machine's state lives here, so the login dialog can hand a pending user over to it. */
  readonly signUp: AccountRequestState & {
    readonly flow: SignUpState;
    /** Why the customer was sent here from the login dialog (the server's words), shown above step 1. */
    readonly notice: string | null;
  };
  readonly forgotPin: AccountRequestState & { readonly flow: ForgotPinState };
  readonly loggingOut: boolean;
}

const idle: AccountRequestState = { pending: false, problems: {}, error: null };

const initialState: AccountsState = {
  loginDialogOpen: false,
  login: idle,
  signUp: { ...idle, flow: initialSignUpState, notice: null },
  forgotPin: { ...idle, flow: initialForgotPinState },
  loggingOut: false,
};

const unknownFailure: AppError = { code: 'CONNECTION_TIMEOUT', message: '' };

/** A refusal's words as an error the screens show like any other. */
function refusal(message: string): AppError {
  return { code: 'BAD_REQUEST', message };
}

type StepOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'INVALID_FORM'; readonly problems: FieldProblems }
  | { readonly ok: false; readonly reason: 'REFUSED'; readonly message: string }
  | { readonly ok: false; readonly reason: 'WRONG_STEP' };

/** What a step's outcome leaves for the form to show. */
function requestAfter(outcome: StepOutcome): AccountRequestState {
  if (outcome.ok || outcome.reason === 'WRONG_STEP') return idle;
  if (outcome.reason === 'INVALID_FORM') return { ...idle, problems: outcome.problems };
  return { ...idle, error: refusal(outcome.message) };
}

export const accountsSlice = createSlice({
  name: 'accounts',
  reducerPath: 'accounts',
  initialState,
  // New states rather than drafts: the flows' states are readonly domain values.
  reducers: {
    loginDialogOpened: (state): AccountsState => ({ ...state, loginDialogOpen: true, login: idle }),
    loginDialogClosed: (state): AccountsState => ({ ...state, loginDialogOpen: false, login: idle }),
    /** The customer typed: the last login's answer no longer applies. */
    loginResultCleared: (state): AccountsState => (state.login.pending ? state : { ...state, login: idle }),
    signUpResultCleared: (state): AccountsState =>
      state.signUp.pending ? state : { ...state, signUp: { ...state.signUp, ...idle } },
    signUpWentBack: (state): AccountsState => ({
      ...state,
      signUp: { ...idle, flow: nextSignUpState(state.signUp.flow, { type: 'back' }), notice: null },
    }),
    signUpStartedOver: (state): AccountsState => ({ ...state, signUp: initialState.signUp }),
    forgotPinResultCleared: (state): AccountsState =>
      state.forgotPin.pending ? state : { ...state, forgotPin: { ...state.forgotPin, ...idle } },
    forgotPinStartedOver: (state): AccountsState => ({
      ...state,
      forgotPin: { ...idle, flow: nextForgotPinState(state.forgotPin.flow, { type: 'reset' }) },
    }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, (): AccountsState => initialState)
      // The customer is in: the dialog closes in the same update, before any screen sees a customer in it.
      .addCase(sessionStarted, (state): AccountsState => ({ ...state, loginDialogOpen: false, login: idle }))
      .addCase(loginSubmitted.pending, (state): AccountsState => ({ ...state, login: { ...idle, pending: true } }))
      .addCase(loginSubmitted.rejected, (state, action): AccountsState => ({
        ...state,
        login: { ...idle, error: action.payload ?? unknownFailure },
      }))
      .addCase(loginSubmitted.fulfilled, (state, action): AccountsState => {
        const outcome = action.payload;
        if (outcome.ok) return { ...state, loginDialogOpen: false, login: idle };
        if (outcome.reason === 'INVALID_FORM') return { ...state, login: { ...idle, problems: outcome.problems } };
        // An unfinished registration: sign-up takes over at step 1, offering a new OTP.
        if (outcome.signUp?.step === 1) {
          return {
            ...state,
            loginDialogOpen: false,
            login: idle,
            signUp: { ...idle, flow: outcome.signUp, notice: outcome.message },
          };
        }
        return { ...state, login: { ...idle, error: refusal(outcome.message) } };
      });
    for (const thunk of [mobileNumberSubmitted, otpSubmitted, profileSubmitted]) {
      builder
        .addCase(thunk.pending, (state): AccountsState => ({
          ...state,
          signUp: { ...state.signUp, ...idle, pending: true },
        }))
        .addCase(thunk.rejected, (state, action): AccountsState => ({
          ...state,
          signUp: { ...state.signUp, ...idle, error: action.payload ?? unknownFailure },
        }));
    }
    builder
      .addCase(mobileNumberSubmitted.fulfilled, (state, action): AccountsState => ({
        ...state,
        signUp: { ...requestAfter(action.payload.outcome), flow: action.payload.state, notice: null },
      }))
      .addCase(otpSubmitted.fulfilled, (state, action): AccountsState => ({
        ...state,
        signUp: { ...requestAfter(action.payload.outcome), flow: action.payload.state, notice: null },
      }))
      .addCase(profileSubmitted.fulfilled, (state, action): AccountsState => {
        const { logIn } = action.payload;
        const request =
          logIn && !logIn.ok && logIn.reason === 'REFUSED'
            ? { ...idle, error: refusal(logIn.message) }
            : requestAfter(action.payload.outcome);
        return { ...state, signUp: { ...request, flow: action.payload.state, notice: null } };
      });
    for (const thunk of [pinResetRequested, newPinSubmitted]) {
      builder
        .addCase(thunk.pending, (state): AccountsState => ({
          ...state,
          forgotPin: { ...state.forgotPin, ...idle, pending: true },
        }))
        .addCase(thunk.rejected, (state, action): AccountsState => ({
          ...state,
          forgotPin: { ...state.forgotPin, ...idle, error: action.payload ?? unknownFailure },
        }))
        .addCase(thunk.fulfilled, (state, action): AccountsState => ({
          ...state,
          forgotPin: { ...requestAfter(action.payload.outcome), flow: action.payload.state },
        }));
    }
    builder
      .addCase(logoutRequested.pending, (state): AccountsState => ({ ...state, loggingOut: true }))
      .addCase(logoutRequested.rejected, (state): AccountsState => ({ ...state, loggingOut: false }));
  },
  selectors: {
    selectLoginDialogOpen: (state) => state.loginDialogOpen,
    selectLogin: (state) => state.login,
    selectSignUp: (state) => state.signUp,
    selectForgotPin: (state) => state.forgotPin,
    selectLoggingOut: (state) => state.loggingOut,
  },
});

export const {
  loginDialogOpened,
  loginDialogClosed,
  loginResultCleared,
  signUpResultCleared,
  signUpWentBack,
  signUpStartedOver,
  forgotPinResultCleared,
  forgotPinStartedOver,
} = accountsSlice.actions;
export const { selectLoginDialogOpen, selectLogin, selectSignUp, selectForgotPin, selectLoggingOut } =
  accountsSlice.selectors;
