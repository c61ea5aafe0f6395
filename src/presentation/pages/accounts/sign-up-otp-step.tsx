import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { otpMaxLength } from '@/domain/accounts/account-field-limits';
import { selectSignUp, signUpResultCleared, signUpWentBack } from '../../store/accounts/accounts.slice';
import { otpSubmitted } from '../../store/accounts/accounts.thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { SecondaryButton } from '../../components/buttons';
import { AccountForm, FormActions } from './account-form-styles';
import { otpSchema, type OtpValues } from './account-form-schemas';
import { SubmitButton } from './submit-button';
import { TextInputField } from '../../components/fields/text-input-field';
import { useClearOnType } from './use-clear-on-type';
import { useFieldMessage } from './use-field-message';

/** Step 2: the one-time password sent to the number. */
export function SignUpOtpStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const signUp = useAppSelector(selectSignUp);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<OtpValues>({ resolver: zodResolver(otpSchema), defaultValues: { otp: '' } });
  const message = useFieldMessage(errors, signUp.problems);
  const typed = useClearOnType(signUp, () => dispatch(signUpResultCleared()));
  const submit = handleSubmit((values) => void dispatch(otpSubmitted(values.otp)));

  return (
    <AccountForm noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('auth.signUp.otpIntro', { number: signUp.flow.mobileNumber ?? '' })}</p>
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <TextInputField
            id={id}
            label={t('auth.fields.otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={otpMaxLength}
            value={field.value}
            onChange={typed(field.onChange)}
            onBlur={field.onBlur}
            error={message('otp')}
          />
        )}
      />
      <FormActions>
        <SecondaryButton type="button" disabled={signUp.pending} onClick={() => dispatch(signUpWentBack())}>
          {t('auth.signUp.back')}
        </SecondaryButton>
        <SubmitButton pending={signUp.pending} labelKey="auth.signUp.verifyOtp" />
      </FormActions>
    </AccountForm>
  );
}
