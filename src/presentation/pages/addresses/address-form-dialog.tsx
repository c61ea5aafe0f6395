import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addressFormAction, isTitleLocked, type AddressDraft } from '@/domain/addresses/address-draft';
import { addressFieldMaxLengths } from '@/domain/addresses/address-limits';
import type { AddressField } from '@/domain/addresses/address-validation';
import { addressFieldLabelKeys, addressFormActionKeys } from '../../i18n/message-keys/address-message-keys';
import { Dialog, DialogActions } from '../../components/dialog/dialog';
import { ErrorMessage } from '../../components/error-message';
import { addressSaved, formClosed, selectAddressEditing } from '../../store/addresses/address-editing.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PrimaryButton } from '../../components/buttons';
import { addressFormSchema, fieldErrorKeys, type AddressFormValues } from './address-form-schema';
import { TextField } from './text-field';
import { useAddressErrorText } from './use-address-error-text';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const fields: readonly AddressField[] = ['title', 'flatOrVillaNumber', 'building', 'street', 'area', 'landmark'];

function formValues(draft: AddressDraft): AddressFormValues {
  return {
    title: draft.title,
    flatOrVillaNumber: draft.flatOrVillaNumber,
    building: draft.building,
    street: draft.street,
    area: draft.area,
    landmark: draft.landmark,
  };
}

/** "Confirm Address Details": Save for a new address, Update for a saved one, whose title stays fixed. */
export function AddressFormDialog(props: { readonly draft: AddressDraft }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useAddressErrorText();
  const idPrefix = useId();
  const { pending, requestError, fieldErrors } = useAppSelector(selectAddressEditing);
  const { draft } = props;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressFormValues>({ resolver: zodResolver(addressFormSchema), defaultValues: formValues(draft) });

  useEffect(() => {
    for (const [field, key] of fieldErrorKeys(fieldErrors)) setError(field, { type: 'required', message: key });
  }, [fieldErrors, setError]);

  const save = handleSubmit((values) => void dispatch(addressSaved({ ...draft, ...values })));
  const saving = pending === 'save';
  return (
    <Dialog title={t('address.confirmDetails')} onClose={() => dispatch(formClosed())} closeLabel={t('addresses.back')}>
      <Form noValidate onSubmit={(event) => void save(event)}>
        {fields.map((field) => {
          const message = errors[field]?.message;
          return (
            <TextField
              key={field}
              id={`${idPrefix}-${field}`}
              label={t(addressFieldLabelKeys[field])}
              readOnly={field === 'title' && isTitleLocked(draft)}
              maxLength={addressFieldMaxLengths[field]}
              error={message ? t(message, { max: addressFieldMaxLengths[field] }) : null}
              registration={register(field)}
            />
          );
        })}
        {requestError ? <ErrorMessage>{errorText(requestError)}</ErrorMessage> : null}
        {saving ? <p role="status">{t('addresses.form.saving')}</p> : null}
        <DialogActions>
          <PrimaryButton type="submit" disabled={saving}>
            {t(addressFormActionKeys[addressFormAction(draft)])}
          </PrimaryButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
