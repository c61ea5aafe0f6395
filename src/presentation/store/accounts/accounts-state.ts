/** The account forms' state, apart from the slice so the thunks can read it without importing the slice. */
import type { AppError } from '@/application/errors/app-error';
import type { ForgotPinProblems } from '@/application/accounts/forgot-pin.use-case';
import type { SignUpFormProblems } from '@/application/accounts/sign-up.use-case';
import type { LoginFormProblems } from '@/domain/accounts/login-form';
import { initialForgotPinState, type ForgotPinState } from '@/domain/accounts/forgot-pin-flow';
import { initialSignUpState, type SignUpState } from '@/domain/accounts/sign-up-flow';
import type { RootState } from '../app-store';

/** Field name to the rule it broke, as the use cases answer INVALID_FORM; every form uses some of them. */
export type FieldProblems = LoginFormProblems & SignUpFormProblems & ForgotPinProblems;

/** One account form's request: whether it is in flight, and what the use case said about the last one. */
export interface AccountRequestState {
  readonly pending: boolean;
  readonly problems: FieldProblems;
  /** The server's refusal or a failed call, shown in red until the customer types again. */
  readonly error: AppError | null;
}

/** The account forms' state; the login dialog's being open is the account menu's (account-menu.slice.ts). */
export interface AccountsState {
  readonly login: AccountRequestState;
  /** The sign-up machine's state lives here, so the login dialog can hand a pending user over to it. */
  readonly signUp: AccountRequestState & {
    readonly flow: SignUpState;
    /** Why the customer was sent here from the login dialog (the server's words), shown above step 1. */
    readonly notice: string | null;
  };
  readonly forgotPin: AccountRequestState & { readonly flow: ForgotPinState };
}

export const idle: AccountRequestState = { pending: false, problems: {}, error: null };

export const initialAccountsState: AccountsState = {
  login: idle,
  signUp: { ...idle, flow: initialSignUpState, notice: null },
  forgotPin: { ...idle, flow: initialForgotPinState },
};

/** The forms' state, or their initial state before the accounts slice is loaded. */
export function accountsOf(state: RootState): AccountsState {
  return state.accounts ?? initialAccountsState;
}
