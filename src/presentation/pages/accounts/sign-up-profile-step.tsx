import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { dobMaxLength, fullNameMaxLength, profileEmailMaxLength } from '@/domain/accounts/account-field-limits';
import { selectSignUp, signUpResultCleared, signUpWentBack } from '../../store/accounts/accounts.slice';
import { profileSubmitted } from '../../store/accounts/accounts.thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { SecondaryButton } from '../../components/buttons';
import { AccountForm, FormActions } from './account-form-styles';
import { profileSchema, type ProfileValues } from './account-form-schemas';
import { landingPath } from './landing-path';
import { PinField } from './pin-field';
import { SubmitButton } from './submit-button';
import { TextInputField } from '../../components/fields/text-input-field';
import { useClearOnType } from './use-clear-on-type';
import { useFieldMessage } from './use-field-message';

/**
 * Step 3: name and PIN, and optionally an e-mail and a date of birth; then the customer is logged in with the
 * number and PIN and lands like after any login.
 */
export function SignUpProfileStep() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const id = useId();
  const signUp = useAppSelector(selectSignUp);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { fullName: '', pin: '', email: '', dob: '' },
  });
  const message = useFieldMessage(errors, signUp.problems);
  const typed = useClearOnType(signUp, () => dispatch(signUpResultCleared()));
  const submit = handleSubmit(async (values) => {
    const result = await dispatch(profileSubmitted(values));
    const logIn = profileSubmitted.fulfilled.match(result) ? result.payload.logIn : null;
    if (logIn?.ok) void navigate(landingPath(logIn.landingIndustryId));
  });

  return (
    <AccountForm noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('auth.signUp.profileIntro')}</p>
      <Controller
        control={control}
        name="fullName"
        render={({ field }) => (
          <TextInputField
            id={`${id}-name`}
            label={t('auth.fields.fullName')}
            autoComplete="name"
            maxLength={fullNameMaxLength}
            value={field.value}
            onChange={typed(field.onChange)}
            onBlur={field.onBlur}
            error={message('fullName')}
          />
        )}
      />
      <Controller
        control={control}
        name="pin"
        render={({ field }) => (
          <PinField
            id={`${id}-pin`}
            label={t('auth.fields.pin')}
            autoComplete="new-password"
            value={field.value}
            onChange={typed(field.onChange)}
            onBlur={field.onBlur}
            error={message('pin')}
          />
        )}
      />
      <Controller
        control={control}
        name="email"
        render={({ field }) => (
          <TextInputField
            id={`${id}-email`}
            label={t('auth.fields.emailOptional')}
            type="email"
            autoComplete="email"
            maxLength={profileEmailMaxLength}
            value={field.value}
            onChange={typed(field.onChange)}
            onBlur={field.onBlur}
            error={message('email')}
          />
        )}
      />
      <Controller
        control={control}
        name="dob"
        render={({ field }) => (
          <TextInputField
            id={`${id}-dob`}
            label={t('auth.fields.dobOptional')}
            placeholder={t('auth.fields.dobPlaceholder')}
            inputMode="numeric"
            autoComplete="bday"
            maxLength={dobMaxLength}
            value={field.value}
            onChange={typed(field.onChange)}
            onBlur={field.onBlur}
            error={message('dob')}
          />
        )}
      />
      <FormActions>
        <SecondaryButton type="button" disabled={signUp.pending} onClick={() => dispatch(signUpWentBack())}>
          {t('auth.signUp.back')}
        </SecondaryButton>
        <SubmitButton pending={signUp.pending} labelKey="auth.signUp.finish" />
      </FormActions>
    </AccountForm>
  );
}
