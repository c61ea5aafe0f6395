import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isAppError, type AppError } from '@/application/errors/app-error';
import { featureTokens } from '@/application/tokens';
import type { AccountUser } from '@/domain/accounts/account';
import type { Session } from '@/domain/session/session';
import { createAppAsyncThunk } from '../hooks';

/** Who is signed in, as the screens see it; the token stays in the session store, out of Redux. */
export interface SignedInUser {
  readonly kind: Session['kind'];
  readonly user: AccountUser;
  /** Whether the server had an address selected for the user at sign-in; absent when not known (a kept session). */
  readonly addressSelected?: boolean;
}

export type SessionStatus = 'idle' | 'pending' | 'signedIn' | 'failed';

export interface SessionState {
  readonly status: SessionStatus;
  /** The guest or customer; null until signed in. */
  readonly signedIn: SignedInUser | null;
  /** Why the start-up sign-in failed. */
  readonly error: AppError | null;
  /** The server ended the session; the customer is told once and dismisses it. */
  readonly expiredNotice: boolean;
}

const initialState: SessionState = { status: 'idle', signedIn: null, error: null, expiredNotice: false };

const connectionFailure: AppError = { code: 'CONNECTION_TIMEOUT', message: '' };

function signedInOf(session: Session): SignedInUser {
  return {
    kind: session.kind,
    user: session.user,
    ...(session.addressSelected !== undefined ? { addressSelected: session.addressSelected } : {}),
  };
}

/** Start-up: the kept session, or a guest session for this device. */
export const sessionStartRequested = createAppAsyncThunk(
  'session/startRequested',
  async (_: void, { extra, rejectWithValue }) => {
    try {
      const { startSession } = await extra.feature(featureTokens.session);
      return signedInOf(await startSession());
    } catch (thrown) {
      return rejectWithValue(isAppError(thrown) ? thrown : connectionFailure);
    }
  },
  // React's strict mode runs start-up effects twice; one sign-in at a time is enough.
  { condition: (_, { getState }) => getState().session.status !== 'pending' },
);

export const sessionSlice = createSlice({
  name: 'session',
  reducerPath: 'session',
  initialState,
  // Reducers answer new states: the user's readonly domain arrays do not fit Immer's writable drafts.
  reducers: {
    /** A customer logged in (or signed up and was logged in); the login screens dispatch it. */
    sessionStarted: (state, action: PayloadAction<Session>): SessionState => ({
      ...state,
      status: 'signedIn',
      signedIn: signedInOf(action.payload),
      error: null,
    }),
    /**
     * The server ended the session; session is the guest session that replaced it, or null when signing in
     * again failed. Slices holding session data (order lists) reset on this action.
     */
    sessionExpired: (state, action: PayloadAction<Session | null>): SessionState => ({
      ...state,
      expiredNotice: true,
      signedIn: action.payload ? signedInOf(action.payload) : null,
      status: action.payload ? 'signedIn' : 'failed',
      error: action.payload ? null : connectionFailure,
    }),
    expiredNoticeDismissed: (state): SessionState => ({ ...state, expiredNotice: false }),
    /**
     * The customer logged out (after the log-out use case ran): nobody is signed in, and the start-up gate
     * signs the device in as a guest again. Slices holding session data reset on this action too.
     */
    sessionEnded: (state): SessionState => ({ ...state, status: 'idle', signedIn: null, error: null }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStartRequested.pending, (state): SessionState => ({ ...state, status: 'pending', error: null }))
      .addCase(sessionStartRequested.fulfilled, (state, action): SessionState => ({
        ...state,
        status: 'signedIn',
        signedIn: action.payload,
      }))
      .addCase(sessionStartRequested.rejected, (state, action): SessionState => ({
        ...state,
        status: 'failed',
        error: action.payload ?? connectionFailure,
      }));
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSignedIn: (state) => state.signedIn,
    selectSessionError: (state) => state.error,
    selectExpiredNotice: (state) => state.expiredNotice,
  },
});

export const { sessionStarted, sessionExpired, expiredNoticeDismissed, sessionEnded } = sessionSlice.actions;
export const { selectSessionStatus, selectSignedIn, selectSessionError, selectExpiredNotice } = sessionSlice.selectors;
