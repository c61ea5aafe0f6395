import { isAppError, type AppError } from '@/application/errors/app-error';
import type { NewPinForm } from '@/application/accounts/forgot-pin.use-case';
import { featureTokens } from '@/application/tokens';
import { selectedAddress } from '@/domain/addresses/address';
import type { LoginForm } from '@/domain/accounts/login-form';
import type { ProfileForm } from '@/domain/accounts/sign-up-form';
import type { Session } from '@/domain/session/session';
import { addressesRequested } from '../addresses/addresses.slice';
import { deliveryLocationOf } from '../addresses/delivery-location';
import { createAppAsyncThunk } from '../hooks';
import { sessionStarted } from '../session/session.slice';
import { loginDialogClosed } from './account-menu.slice';
import { accountsOf } from './accounts-state';
import { deliveryLocationChosen } from '../stores/stores.slice';

const unknownFailure: AppError = { code: 'CONNECTION_TIMEOUT', message: '' };
const asAppError = (thrown: unknown): AppError => (isAppError(thrown) ? thrown : unknownFailure);

/**
 * A customer is logged in: the screens learn who it is, and the address the account has selected becomes
 * where the listing delivers to. Addresses that cannot be read leave the delivery location as it was; the
 * login itself has succeeded.
 */
export const customerSignedIn = createAppAsyncThunk(
  'accounts/customerSignedIn',
  async (session: Session, { dispatch }) => {
    dispatch(sessionStarted(session));
    const loaded = await dispatch(addressesRequested());
    if (!addressesRequested.fulfilled.match(loaded)) return;
    const address = selectedAddress(loaded.payload);
    if (address) dispatch(deliveryLocationChosen(deliveryLocationOf(address)));
  },
);

export const loginSubmitted = createAppAsyncThunk(
  'accounts/loginSubmitted',
  async (form: LoginForm, { extra, dispatch, rejectWithValue }) => {
    try {
      const { logIn } = await extra.feature(featureTokens.accounts);
      const outcome = await logIn(form);
      if (outcome.ok) await dispatch(customerSignedIn(outcome.session));
      // An unfinished registration: the dialog gives way to sign-up, which takes the flow from this outcome.
      else if (outcome.reason !== 'INVALID_FORM' && outcome.signUp?.step === 1) dispatch(loginDialogClosed());
      return outcome;
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
  // A double submit must not log in twice.
  { condition: (_, { getState }) => !accountsOf(getState()).login.pending },
);

export const mobileNumberSubmitted = createAppAsyncThunk(
  'accounts/mobileNumberSubmitted',
  async (mobileNumber: string, { extra, getState, rejectWithValue }) => {
    const flow = accountsOf(getState()).signUp.flow;
    try {
      const { signUp } = await extra.feature(featureTokens.accounts);
      return await signUp.submitMobileNumber(flow, mobileNumber);
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
  { condition: (_, { getState }) => !accountsOf(getState()).signUp.pending },
);

export const otpSubmitted = createAppAsyncThunk(
  'accounts/otpSubmitted',
  async (otp: string, { extra, getState, rejectWithValue }) => {
    const flow = accountsOf(getState()).signUp.flow;
    try {
      const { signUp } = await extra.feature(featureTokens.accounts);
      return await signUp.verifyOtp(flow, otp);
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
  { condition: (_, { getState }) => !accountsOf(getState()).signUp.pending },
);

/** Step 3, then the automatic login with the new PIN. */
export const profileSubmitted = createAppAsyncThunk(
  'accounts/profileSubmitted',
  async (form: ProfileForm, { extra, getState, dispatch, rejectWithValue }) => {
    const flow = accountsOf(getState()).signUp.flow;
    try {
      const { signUp } = await extra.feature(featureTokens.accounts);
      const result = await signUp.saveProfile(flow, form);
      if (result.logIn?.ok) await dispatch(customerSignedIn(result.logIn.session));
      return result;
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
  { condition: (_, { getState }) => !accountsOf(getState()).signUp.pending },
);

export const pinResetRequested = createAppAsyncThunk(
  'accounts/pinResetRequested',
  async (mobileNumber: string, { extra, getState, rejectWithValue }) => {
    const flow = accountsOf(getState()).forgotPin.flow;
    try {
      const { forgotPin } = await extra.feature(featureTokens.accounts);
      return await forgotPin.requestReset(flow, mobileNumber);
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
  { condition: (_, { getState }) => !accountsOf(getState()).forgotPin.pending },
);

export const newPinSubmitted = createAppAsyncThunk(
  'accounts/newPinSubmitted',
  async (form: NewPinForm, { extra, getState, rejectWithValue }) => {
    const flow = accountsOf(getState()).forgotPin.flow;
    try {
      const { forgotPin } = await extra.feature(featureTokens.accounts);
      return await forgotPin.setNewPin(flow, form);
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
  { condition: (_, { getState }) => !accountsOf(getState()).forgotPin.pending },
);
