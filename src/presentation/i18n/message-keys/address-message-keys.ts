import type { AddressFormAction } from '@/domain/addresses/address-draft';
import type { AddressField, AddressFieldError } from '@/domain/addresses/address-validation';

/** The i18n key of each field message of the address form. */
export const addressFieldErrorKeys: Readonly<Record<AddressFieldError, string>> = {
  REQUIRED: 'address.fieldRequired',
};

/** A field longer than the server keeps; the text takes the field's limit as `max`. */
export const addressFieldTooLongKey = 'address.fieldTooLong';

/** The form's field labels, for messages that name a field. */
export const addressFieldLabelKeys: Readonly<Record<AddressField, string>> = {
  title: 'address.fields.title',
  flatOrVillaNumber: 'address.fields.flatOrVillaNumber',
  building: 'address.fields.building',
  street: 'address.fields.street',
  area: 'address.fields.area',
  landmark: 'address.fields.landmark',
};

/** The form's button: Save for a new address, Update for a saved one. */
export const addressFormActionKeys: Readonly<Record<AddressFormAction, string>> = {
  SAVE: 'address.save',
  UPDATE: 'address.update',
};
