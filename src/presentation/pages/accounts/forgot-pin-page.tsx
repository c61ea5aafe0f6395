import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { authTextKeys } from '../../i18n/message-keys/auth-message-keys';
import { ErrorMessage } from '../../components/error-message';
import { useErrorText } from '../../format/use-error-text';
import { loginDialogOpened } from '../../store/accounts/account-menu.slice';
import { forgotPinStartedOver, selectForgotPin } from '../../store/accounts/accounts.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PrimaryButton } from '../../components/buttons';
import { UntilAlive } from '../../components/until-alive';
import { AccountPage, FormActions } from './account-form-styles';
import { ForgotPinMobileStep } from './forgot-pin-mobile-step';
import { ForgotPinNewPinStep } from './forgot-pin-new-pin-step';

/** `/forgot-pin`: ask for a code (step 1), set the new PIN with it (step 2), then log in with it. */
export function ForgotPinPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const titleId = useId();
  const forgotPin = useAppSelector(selectForgotPin);
  const { step, finished } = forgotPin.flow;

  // A reset finished on an earlier visit starts over; the message below belongs to the visit that made it.
  const finishedOnArrival = useRef(finished);
  useEffect(() => {
    if (finishedOnArrival.current) dispatch(forgotPinStartedOver());
  }, [dispatch]);

  return (
    <AccountPage aria-labelledby={titleId}>
      <h1 id={titleId}>{t('auth.forgotPin.title')}</h1>
      {finished ? (
        <>
          <p role="status">{t(authTextKeys.pinChanged)}</p>
          <FormActions>
            <PrimaryButton type="button" onClick={() => dispatch(loginDialogOpened())}>
              {t('auth.forgotPin.logIn')}
            </PrimaryButton>
          </FormActions>
        </>
      ) : (
        <>
          <p>{t('auth.forgotPin.stepOf', { step })}</p>
          <UntilAlive>
            {step === 1 ? <ForgotPinMobileStep key="mobile" /> : <ForgotPinNewPinStep key="new-pin" />}
          </UntilAlive>
        </>
      )}
      {forgotPin.error ? <ErrorMessage>{errorText(forgotPin.error)}</ErrorMessage> : null}
    </AccountPage>
  );
}
