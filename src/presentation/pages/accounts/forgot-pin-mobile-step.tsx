import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { forgotPinResultCleared, selectForgotPin } from '../../store/accounts/accounts.slice';
import { pinResetRequested } from '../../store/accounts/accounts.thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AccountForm, FormActions } from './account-form-styles';
import { mobileNumberSchema, type MobileNumberValues } from './account-form-schemas';
import { PhoneField } from './phone-field';
import { SubmitButton } from './submit-button';
import { useClearOnType } from './use-clear-on-type';
import { useFieldMessage } from './use-field-message';

/** Forgot PIN, step 1: the number whose PIN is reset; a code is sent to it. */
export function ForgotPinMobileStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const forgotPin = useAppSelector(selectForgotPin);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<MobileNumberValues>({ resolver: zodResolver(mobileNumberSchema), defaultValues: { mobileNumber: '' } });
  const message = useFieldMessage(errors, forgotPin.problems);
  const typed = useClearOnType(forgotPin, () => dispatch(forgotPinResultCleared()));
  const submit = handleSubmit((values) => void dispatch(pinResetRequested(values.mobileNumber)));

  return (
    <AccountForm noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('auth.forgotPin.mobileIntro')}</p>
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
        <SubmitButton pending={forgotPin.pending} labelKey="auth.forgotPin.sendOtp" />
      </FormActions>
    </AccountForm>
  );
}
