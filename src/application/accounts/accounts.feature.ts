import type { LogOut } from '../session/log-out.use-case';
import type { ForgotPin } from './forgot-pin.use-case';
import type { LogIn } from './log-in.use-case';
import type { SignUp } from './sign-up.use-case';

/** Log-in, sign-up, a forgotten PIN and log-out. */
export interface AccountsFeature {
  readonly logIn: LogIn;
  readonly signUp: SignUp;
  readonly forgotPin: ForgotPin;
  readonly logOut: LogOut;
}
