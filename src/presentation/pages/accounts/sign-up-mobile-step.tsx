import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authTextKeys } from '../../i18n/message-keys/auth-message-keys';
import { selectSignUp, signUpResultCleared } from '../../store/accounts/accounts.slice';
import { mobileNumberSubmitted } from '../../store/accounts/accounts.thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AccountForm, FormActions } from './account-form-styles';
import { mobileNumberSchema, type MobileNumberValues } from './account-form-schemas';
import { PhoneField } from './phone-field';
import { SubmitButton } from './submit-button';
import { useClearOnType } from './use-clear-on-type';
import { useFieldMessage } from './use-field-message';

/**
 * Step 1: the mobile number. For an unfinished registration the flow offers a new OTP to the number it
 * belongs to instead; the use case decides which call a submitted number makes.
 */
export function SignUpMobileStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const signUp = useAppSelector(selectSignUp);
  const { flow } = signUp;
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<MobileNumberValues>({
    resolver: zodResolver(mobileNumberSchema),
    defaultValues: { mobileNumber: flow.mobileNumber ?? '' },
  });
  const message = useFieldMessage(errors, signUp.problems);
  const typed = useClearOnType(signUp, () => dispatch(signUpResultCleared()));
  const submit = handleSubmit((values) => void dispatch(mobileNumberSubmitted(values.mobileNumber)));

  return (
    <AccountForm noValidate onSubmit={(event) => void submit(event)}>
      {signUp.notice !== null ? <p role="status">{signUp.notice}</p> : null}
      <p>
        {flow.otpSend && flow.mobileNumber
          ? t('auth.signUp.pendingIntro', { number: flow.mobileNumber })
          : t('auth.signUp.mobileIntro')}
      </p>
      <Controller
        control={control}
        name="mobileNumber"
        render={({ field }) => (
          <PhoneField
            id={id}
            value={field.value}
            onChange={typed(field.onChange)}
            onBlur={field.onBlur}
            error={message('mobileNumber')}
          />
        )}
      />
      <FormActions>
        <SubmitButton
          pending={signUp.pending}
          labelKey={flow.otpSend ? authTextKeys.resendOtp : 'auth.signUp.sendOtp'}
        />
      </FormActions>
    </AccountForm>
  );
}
