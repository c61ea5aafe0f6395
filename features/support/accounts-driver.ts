import { createAccountsFeature } from '@/app/features/accounts.wiring';
import type { ForgotPinResult } from '@/application/accounts/forgot-pin.use-case';
import type { LogInOutcome } from '@/application/accounts/log-in.use-case';
import type { ProfileStepResult, SignUpStepResult } from '@/application/accounts/sign-up.use-case';
import type { Clock } from '@/application/ports/clock.port';
import { createEndSession } from '@/application/session/end-session.use-case';
import { createHandleRequestError } from '@/application/session/handle-request-error.use-case';
import { createSignInAnonymously } from '@/application/session/sign-in-anonymously.use-case';
import { initialForgotPinState, type ForgotPinState } from '@/domain/accounts/forgot-pin-flow';
import { acceptPinChange } from '@/domain/accounts/pin';
import { phoneLoginId, phoneNumberFieldRules } from '@/domain/accounts/phone-number';
import { initialSignUpState, nextSignUpState, type SignUpState } from '@/domain/accounts/sign-up-flow';
import type { RequestFailureContext, SessionEffect } from '@/domain/session/session-effect';
import { acceptFieldChange } from '@/domain/validation/field-rules';
import { InMemoryAuthGateway } from '../../tests/support/fakes/in-memory-auth-gateway';
import { InMemorySessionScopedData } from '../../tests/support/fakes/in-memory-session-scoped-data';
import { InMemorySessionStore } from '../../tests/support/fakes/in-memory-session-store';

/** The number new customers sign up with when a scenario does not care which. */
const someNewNumber = '+92 311 7654321';

/**
 * One scenario's account screens: the login dialog, the sign-up and forgot-PIN flows, and the session,
 * over an in-memory account server. Flow states move only through the use cases, as a Redux slice fed by
 * thunks would hold them.
 */
export class AccountsDriver {
  readonly authGateway = new InMemoryAuthGateway();
  readonly sessionStore = new InMemorySessionStore();
  readonly sessionScopedData = new InMemorySessionScopedData();
  private readonly logIn;
  private readonly signUp;
  private readonly forgotPin;
  private readonly logOut;
  private readonly signInAnonymously;
  private readonly handleRequestError;

  mobileNumberField = '';
  pinField = '';
  lastLogIn: LogInOutcome | null = null;
  signUpState: SignUpState = initialSignUpState;
  lastSignUpStep: SignUpStepResult | ProfileStepResult | null = null;
  forgotPinState: ForgotPinState = initialForgotPinState;
  lastForgotPinStep: ForgotPinResult | null = null;
  lastSessionEffect: SessionEffect | null = null;

  constructor(clock: Clock) {
    const { authGateway, sessionStore, sessionScopedData } = this;
    const endSession = createEndSession({ sessionStore, sessionScopedData });
    // The account use cases as the app wires them.
    const accounts = createAccountsFeature({ authGateway, sessionStore, sessionScopedData, clock });
    this.logIn = accounts.logIn;
    this.signUp = accounts.signUp;
    this.forgotPin = accounts.forgotPin;
    this.logOut = accounts.logOut;
    this.signInAnonymously = createSignInAnonymously({ authGateway, sessionStore, clock });
    this.handleRequestError = createHandleRequestError({ endSession });
  }

  /** Keystroke by keystroke, as the customer types. */
  typeMobileNumber(typed: string): void {
    for (const character of typed) {
      this.mobileNumberField = acceptFieldChange(
        phoneNumberFieldRules,
        this.mobileNumberField,
        `${this.mobileNumberField}${character}`,
      );
    }
  }

  pasteMobileNumber(pasted: string): void {
    this.mobileNumberField = acceptFieldChange(phoneNumberFieldRules, this.mobileNumberField, pasted);
  }

  changePin(next: string): void {
    this.pinField = acceptPinChange(this.pinField, next);
  }

  async logInWith(mobileNumber: string, pin: string): Promise<LogInOutcome> {
    this.lastLogIn = await this.logIn({ mobileNumber, pin });
    return this.lastLogIn;
  }

  addUnfinishedRegistration(mobileNumber: string): void {
    this.authGateway.addAccount({ loginId: phoneLoginId(mobileNumber), status: 'pending', pin: '', fullName: '' });
  }

  async submitSignUpNumber(mobileNumber: string): Promise<void> {
    this.applySignUp(await this.signUp.submitMobileNumber(this.signUpState, mobileNumber));
  }

  async enterSignUpOtp(otp: string): Promise<void> {
    this.applySignUp(await this.signUp.verifyOtp(this.signUpState, otp));
  }

  /** The code the server last sent to the number the sign-up is about. */
  sentSignUpOtp(): string {
    const userId = this.signUpState.userId;
    const account =
      this.signUpState.mobileNumber && this.authGateway.account(phoneLoginId(this.signUpState.mobileNumber));
    if (!userId || !account) throw new Error('No OTP was sent for this sign-up');
    return account.otp;
  }

  async finishSignUp(
    fullName: string,
    pin: string,
    optional: { readonly email?: string; readonly dob?: string } = {},
  ): Promise<void> {
    const result = await this.signUp.saveProfile(this.signUpState, { fullName, pin, ...optional });
    this.applySignUp(result);
    if (result.logIn) this.lastLogIn = result.logIn;
  }

  /** Walks a new number through the flow up to the step asked for. */
  async reachSignUpStep(step: number): Promise<void> {
    if (step >= 2) await this.submitSignUpNumber(someNewNumber);
    if (step >= 3) await this.enterSignUpOtp(this.sentSignUpOtp());
    if (this.signUpState.step !== step)
      throw new Error(`The sign-up reached step ${this.signUpState.step}, not ${step}`);
  }

  goBackInSignUp(): void {
    // As the screens do: going back and starting over are the flow's own moves, with no call.
    this.signUpState = nextSignUpState(this.signUpState, { type: 'back' });
  }

  startSignUpOver(): void {
    this.signUpState = initialSignUpState;
  }

  async requestPinReset(mobileNumber: string): Promise<void> {
    this.applyForgotPin(await this.forgotPin.requestReset(this.forgotPinState, mobileNumber));
  }

  async setNewPin(pin: string): Promise<void> {
    const loginId = this.forgotPinState.loginId;
    const otp = (loginId && this.authGateway.account(loginId)?.otp) ?? '';
    this.applyForgotPin(await this.forgotPin.setNewPin(this.forgotPinState, { otp, pin }));
  }

  async signInAsGuest(deviceId: string): Promise<void> {
    await this.signInAnonymously(deviceId);
  }

  async failRequest(status: number, context: RequestFailureContext): Promise<void> {
    this.lastSessionEffect = await this.handleRequestError({ status }, context);
  }

  async logOutOfAccount(): Promise<void> {
    await this.logOut();
  }

  private applySignUp(result: SignUpStepResult): void {
    this.lastSignUpStep = result;
    this.signUpState = result.state;
  }

  private applyForgotPin(result: ForgotPinResult): void {
    this.lastForgotPinStep = result;
    this.forgotPinState = result.state;
  }
}
