import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  attachmentSlots,
  fieldMaxLengths,
  vehicleTypes,
  type RiderApplicationFields,
} from '@/domain/partner-applications/partner-application';
import { AttachmentPicker } from './attachment-picker';
import { ApplicationSent, Form, FormActions, SendButton } from './application-form-parts';
import { emptyRiderForm, riderFormSchema, type RiderFormValues } from './partner-form-schema';
import { PartnerSelect, PartnerTextArea, PartnerTextField } from './partner-field';
import { SubmitProblem } from './submit-result';
import { useApplicationForm } from './use-application-form';

type TextFieldName = Exclude<keyof RiderFormValues, 'message' | 'vehicleType'>;

const textFields: ReadonlyArray<{
  readonly name: TextFieldName;
  readonly type?: 'email' | 'tel';
  readonly autoComplete: string;
}> = [
  { name: 'fullName', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'city', autoComplete: 'address-level2' },
];

/** The rider's application: the person, the vehicle, an optional message and a driving licence. */
export function RiderApplicationForm() {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { chosenFiles, problems, state, send, startAgain } = useApplicationForm();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RiderFormValues>({ resolver: zodResolver(riderFormSchema), defaultValues: emptyRiderForm });
  const pending = state.status === 'pending';
  const messageOf = (name: keyof RiderFormValues) => {
    const key = errors[name]?.message;
    return key ? t(key) : null;
  };

  const submit = handleSubmit(async (fields) => {
    // The schema has checked the vehicle is one of the offered types.
    const refused = await send({ kind: 'rider', fields: fields as RiderApplicationFields });
    for (const [field, key] of refused) setError(field as keyof RiderFormValues, { type: 'custom', message: key });
  });

  if (state.status === 'sent') {
    return (
      <ApplicationSent
        onStartAgain={() => {
          reset(emptyRiderForm);
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
      <PartnerSelect
        id={`${idPrefix}-vehicleType`}
        label={t('partners.form.fields.vehicleType')}
        prompt={t('partners.form.chooseVehicle')}
        options={vehicleTypes.map((vehicle) => ({ value: vehicle, label: t(`partners.form.vehicles.${vehicle}`) }))}
        error={messageOf('vehicleType')}
        registration={register('vehicleType')}
      />
      <PartnerTextArea
        id={`${idPrefix}-message`}
        label={t('partners.form.fields.message')}
        maxLength={fieldMaxLengths.message}
        error={messageOf('message')}
        registration={register('message')}
      />
      <AttachmentPicker
        slots={attachmentSlots.rider}
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
