import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { accountPaths } from '../../components/account-menu/account-paths';
import { Dialog } from '../../components/dialog/dialog';
import { ErrorMessage } from '../../components/error-message';
import { useErrorText } from '../../format/use-error-text';
import { loginDialogClosed } from '../../store/accounts/account-menu.slice';
import { loginResultCleared, selectLogin } from '../../store/accounts/accounts.slice';
import { loginSubmitted } from '../../store/accounts/accounts.thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AccountForm, FormActions, FormLinks } from './account-form-styles';
import { loginSchema, type LoginValues } from './account-form-schemas';
import { landingPath } from './landing-path';
import { PhoneField } from './phone-field';
import { PinField } from './pin-field';
import { SubmitButton } from './submit-button';
import { useClearOnType } from './use-clear-on-type';
import { useFieldMessage } from './use-field-message';

/**
 * "Login": mobile number and PIN. On success the customer lands on the stores of the account's first
 * industry; an unfinished registration continues in the sign-up flow at step 1, with a new OTP offered.
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const idPrefix = useId();
  const login = useAppSelector(selectLogin);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { mobileNumber: '', pin: '' } });
  const message = useFieldMessage(errors, login.problems);
  const close = () => dispatch(loginDialogClosed());

  const typed = useClearOnType(login, () => dispatch(loginResultCleared()));

  const submit = handleSubmit(async (values) => {
    const result = await dispatch(loginSubmitted(values));
    if (!loginSubmitted.fulfilled.match(result)) return;
    const outcome = result.payload;
    if (outcome.ok) void navigate(landingPath(outcome.landingIndustryId));
    else if (outcome.reason === 'REFUSED' && outcome.signUp?.step === 1) void navigate(accountPaths.signUp);
  });

  return (
    <Dialog title={t('auth.login.title')} onClose={close} closeLabel={t('auth.login.close')}>
      <AccountForm noValidate onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="mobileNumber"
          render={({ field }) => (
            <PhoneField
              id={`${idPrefix}-mobile`}
              value={field.value}
              onChange={typed(field.onChange)}
              onBlur={field.onBlur}
              error={message('mobileNumber')}
            />
          )}
        />
        <Controller
          control={control}
          name="pin"
          render={({ field }) => (
            <PinField
              id={`${idPrefix}-pin`}
              label={t('auth.fields.pin')}
              autoComplete="current-password"
              value={field.value}
              onChange={typed(field.onChange)}
              onBlur={field.onBlur}
              error={message('pin')}
            />
          )}
        />
        {login.error ? <ErrorMessage>{errorText(login.error)}</ErrorMessage> : null}
        <FormActions>
          <SubmitButton pending={login.pending} labelKey="auth.login.submit" />
        </FormActions>
      </AccountForm>
      <FormLinks>
        <Link to={accountPaths.forgotPin} onClick={close}>
          {t('auth.login.forgotPin')}
        </Link>
        <span>
          {t('auth.login.noAccount')}{' '}
          <Link to={accountPaths.signUp} onClick={close}>
            {t('auth.login.signUp')}
          </Link>
        </span>
      </FormLinks>
    </Dialog>
  );
}
