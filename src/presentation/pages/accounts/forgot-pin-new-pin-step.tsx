import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { maskPhoneNumber } from '@/domain/accounts/phone-number';
import { otpMaxLength } from '@/domain/accounts/account-field-limits';
import { forgotPinResultCleared, forgotPinStartedOver, selectForgotPin } from '../../store/accounts/accounts.slice';
import { newPinSubmitted } from '../../store/accounts/accounts.thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { SecondaryButton } from '../../components/buttons';
import { AccountForm, FormActions } from './account-form-styles';
import { newPinSchema, type NewPinValues } from './account-form-schemas';
import { PinField } from './pin-field';
import { SubmitButton } from './submit-button';
import { TextInputField } from '../../components/fields/text-input-field';
import { useClearOnType } from './use-clear-on-type';
import { useFieldMessage } from './use-field-message';

/** Forgot PIN, step 2: the code sent to the number and the new PIN. */
export function ForgotPinNewPinStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const forgotPin = useAppSelector(selectForgotPin);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPinValues>({ resolver: zodResolver(newPinSchema), defaultValues: { otp: '', pin: '' } });
  const message = useFieldMessage(errors, forgotPin.problems);
  const typed = useClearOnType(forgotPin, () => dispatch(forgotPinResultCleared()));
  const submit = handleSubmit((values) => void dispatch(newPinSubmitted(values)));
  // The flow keeps the login id; the customer reads the number as the field showed it.
  const number = maskPhoneNumber(forgotPin.flow.loginId ?? '');

  return (
    <AccountForm noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('auth.forgotPin.newPinIntro', { number })}</p>
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <TextInputField
            id={`${id}-otp`}
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
      <Controller
        control={control}
        name="pin"
        render={({ field }) => (
          <PinField
            id={`${id}-pin`}
            label={t('auth.fields.newPin')}
            autoComplete="new-password"
            value={field.value}
            onChange={typed(field.onChange)}
            onBlur={field.onBlur}
            error={message('pin')}
          />
        )}
      />
      <FormActions>
        <SecondaryButton type="button" disabled={forgotPin.pending} onClick={() => dispatch(forgotPinStartedOver())}>
          {t('auth.forgotPin.anotherNumber')}
        </SecondaryButton>
        <SubmitButton pending={forgotPin.pending} labelKey="auth.forgotPin.changePin" />
      </FormActions>
    </AccountForm>
  );
}
