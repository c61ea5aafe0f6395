import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded, sessionStarted } from '../session/session.slice';
import { logoutRequested } from './logout.thunk';

/**
 * The account menu's part of the accounts state, in the first store: whether the login dialog is open and
 * whether a log-out is under way. The forms' state (login, sign-up, forgot PIN) is the accounts slice,
 * loaded with the forms.
 */
export interface AccountMenuState {
  readonly loginDialogOpen: boolean;
  readonly loggingOut: boolean;
}

const initialState: AccountMenuState = { loginDialogOpen: false, loggingOut: false };

export const accountMenuSlice = createSlice({
  name: 'accountMenu',
  initialState,
  reducers: {
    loginDialogOpened: (state): AccountMenuState => ({ ...state, loginDialogOpen: true }),
    loginDialogClosed: (state): AccountMenuState => ({ ...state, loginDialogOpen: false }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, (): AccountMenuState => initialState)
      // The customer is in: the dialog closes in the same update, before any screen sees a customer in it.
      .addCase(sessionStarted, (state): AccountMenuState => ({ ...state, loginDialogOpen: false }))
      .addCase(logoutRequested.pending, (state): AccountMenuState => ({ ...state, loggingOut: true }))
      .addCase(logoutRequested.rejected, (state): AccountMenuState => ({ ...state, loggingOut: false }));
  },
  selectors: {
    selectLoginDialogOpen: (state) => state.loginDialogOpen,
    selectLoggingOut: (state) => state.loggingOut,
  },
});

export const { loginDialogOpened, loginDialogClosed } = accountMenuSlice.actions;
export const { selectLoginDialogOpen, selectLoggingOut } = accountMenuSlice.selectors;
