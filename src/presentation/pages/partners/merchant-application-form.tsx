import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { attachmentSlots, fieldMaxLengths } from '@/domain/partner-applications/partner-application';
import { AttachmentPicker } from './attachment-picker';
import { ApplicationSent, Form, FormActions, SendButton } from './application-form-parts';
import { emptyMerchantForm, merchantFormSchema, type MerchantFormValues } from './partner-form-schema';
import { PartnerTextArea, PartnerTextField } from './partner-field';
import { SubmitProblem } from './submit-result';
import { useApplicationForm } from './use-application-form';

type TextFieldName = Exclude<keyof MerchantFormValues, 'message'>;

const textFields: ReadonlyArray<{
  readonly name: TextFieldName;
  readonly type?: 'email' | 'tel';
  readonly autoComplete: string;
}> = [
  { name: 'businessName', autoComplete: 'organization' },
  { name: 'contactName', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'city', autoComplete: 'address-level2' },
];

/** The merchant's application: the business, a contact, an optional message, a logo and a menu. */
export function MerchantApplicationForm() {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { chosenFiles, problems, state, send, startAgain } = useApplicationForm();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<MerchantFormValues>({ resolver: zodResolver(merchantFormSchema), defaultValues: emptyMerchantForm });
  const pending = state.status === 'pending';
  const messageOf = (name: keyof MerchantFormValues) => {
    const key = errors[name]?.message;
    return key ? t(key) : null;
  };

  const submit = handleSubmit(async (fields) => {
    const refused = await send({ kind: 'merchant', fields });
    for (const [field, key] of refused) setError(field as keyof MerchantFormValues, { type: 'custom', message: key });
  });

  if (state.status === 'sent') {
    return (
      <ApplicationSent
        onStartAgain={() => {
          reset(emptyMerchantForm);
          startAgain();
        }}
      />
    );
  }
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      {textFields.map((field) => (
        <PartnerTextField
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          label={t(`partners.form.fields.${field.name}`)}
          type={field.type}
          autoComplete={field.autoComplete}
          maxLength={fieldMaxLengths[field.name]}
          error={messageOf(field.name)}
          registration={register(field.name)}
        />
      ))}
      <PartnerTextArea
        id={`${idPrefix}-message`}
        label={t('partners.form.fields.message')}
        maxLength={fieldMaxLengths.message}
        error={messageOf('message')}
        registration={register('message')}
      />
      <AttachmentPicker
        slots={attachmentSlots.merchant}
        files={chosenFiles.files}
        problems={problems}
        disabled={pending}
        onAdd={chosenFiles.add}
        onRemove={chosenFiles.remove}
      />
      <SubmitProblem state={state} />
      <FormActions>
        <SendButton pending={pending} />
      </FormActions>
    </Form>
  );
}
