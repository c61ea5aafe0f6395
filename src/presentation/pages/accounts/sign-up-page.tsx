import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { authTextKeys } from '../../i18n/message-keys/auth-message-keys';
import { ErrorMessage } from '../../components/error-message';
import { useErrorText } from '../../format/use-error-text';
import { loginDialogOpened } from '../../store/accounts/account-menu.slice';
import { selectSignUp, signUpStartedOver, signUpWentBack } from '../../store/accounts/accounts.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PrimaryButton, SecondaryButton } from '../../components/buttons';
import { UntilAlive } from '../../components/until-alive';
import { AccountPage, FormActions } from './account-form-styles';
import { SignUpMobileStep } from './sign-up-mobile-step';
import { SignUpOtpStep } from './sign-up-otp-step';
import { SignUpProfileStep } from './sign-up-profile-step';

/** `/signup/user`: the three steps, where the flow's state says the customer is. */
export function SignUpPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const signUp = useAppSelector(selectSignUp);
  const { step, finished } = signUp.flow;
  const titleId = useId();

  // A flow finished earlier starts over on arrival; one handed over by the login dialog stays where it is.
  const finishedOnArrival = useRef(finished);
  useEffect(() => {
    if (finishedOnArrival.current) dispatch(signUpStartedOver());
  }, [dispatch]);

  // The step's form replaces the button that was pressed; the focus goes to where the new step starts.
  const stepStart = useRef<HTMLParagraphElement>(null);
  const arrivedAtStep = useRef(step);
  useEffect(() => {
    if (arrivedAtStep.current === step) return;
    arrivedAtStep.current = step;
    stepStart.current?.focus();
  }, [step]);

  return (
    <AccountPage aria-labelledby={titleId}>
      <h1 id={titleId}>{t('auth.signUp.title')}</h1>
      {step === -1 ? (
        <>
          <p ref={stepStart} tabIndex={-1}>
            {t(authTextKeys.accountAlreadyActive)}
          </p>
          <FormActions>
            <SecondaryButton type="button" onClick={() => dispatch(signUpWentBack())}>
              {t('auth.signUp.anotherNumber')}
            </SecondaryButton>
            <PrimaryButton type="button" onClick={() => dispatch(loginDialogOpened())}>
              {t('auth.signUp.logIn')}
            </PrimaryButton>
          </FormActions>
        </>
      ) : (
        <>
          <p ref={stepStart} tabIndex={-1}>
            {t('auth.signUp.stepOf', { step })}
          </p>
          <UntilAlive>
            {step === 1 ? <SignUpMobileStep key="mobile" /> : null}
            {step === 2 ? <SignUpOtpStep key="otp" /> : null}
            {step === 3 ? <SignUpProfileStep key="profile" /> : null}
          </UntilAlive>
        </>
      )}
      {signUp.error ? <ErrorMessage>{errorText(signUp.error)}</ErrorMessage> : null}
    </AccountPage>
  );
}
