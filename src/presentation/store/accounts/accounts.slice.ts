import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { AppError } from '@/application/errors/app-error';
import { nextForgotPinState } from '@/domain/accounts/forgot-pin-flow';
import { nextSignUpState } from '@/domain/accounts/sign-up-flow';
import { rootReducer } from '../app-store';
import { sessionEnded } from '../session/session.slice';
import { loginDialogClosed, loginDialogOpened } from './account-menu.slice';
import {
  idle,
  initialAccountsState as initialState,
  type AccountRequestState,
  type AccountsState,
  type FieldProblems,
} from './accounts-state';
import {
  loginSubmitted,
  mobileNumberSubmitted,
  newPinSubmitted,
  otpSubmitted,
  pinResetRequested,
  profileSubmitted,
} from './accounts.thunks';

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

const accountsSliceDefinition = createSlice({
  name: 'accounts',
  reducerPath: 'accounts',
  initialState,
  // New states rather than drafts: the flows' states are readonly domain values.
  reducers: {
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
      // The dialog opens and closes with an empty form.
      .addCase(loginDialogOpened, (state): AccountsState => ({ ...state, login: idle }))
      .addCase(loginDialogClosed, (state): AccountsState => ({ ...state, login: idle }))
      .addCase(loginSubmitted.pending, (state): AccountsState => ({ ...state, login: { ...idle, pending: true } }))
      .addCase(loginSubmitted.rejected, (state, action): AccountsState => ({
        ...state,
        login: { ...idle, error: action.payload ?? unknownFailure },
      }))
      .addCase(loginSubmitted.fulfilled, (state, action): AccountsState => {
        const outcome = action.payload;
        if (outcome.ok) return { ...state, login: idle };
        if (outcome.reason === 'INVALID_FORM') return { ...state, login: { ...idle, problems: outcome.problems } };
        // An unfinished registration: sign-up takes over at step 1, offering a new OTP.
        if (outcome.signUp?.step === 1) {
          return { ...state, login: idle, signUp: { ...idle, flow: outcome.signUp, notice: outcome.message } };
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
  },
  selectors: {
    selectLogin: (state) => state.login,
    selectSignUp: (state) => state.signUp,
    selectForgotPin: (state) => state.forgotPin,
  },
});

declare module '../app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging.
  export interface LazyLoadedSlices extends WithSlice<typeof accountsSliceDefinition> {}
}

/** Not in the first store: injected when the login dialog, sign-up or forgot-PIN screen loads this module. */
export const accountsSlice = accountsSliceDefinition.injectInto(rootReducer);

export const {
  loginResultCleared,
  signUpResultCleared,
  signUpWentBack,
  signUpStartedOver,
  forgotPinResultCleared,
  forgotPinStartedOver,
} = accountsSlice.actions;
export const { selectLogin, selectSignUp, selectForgotPin } = accountsSlice.selectors;
export type { AccountRequestState, AccountsState, FieldProblems };
