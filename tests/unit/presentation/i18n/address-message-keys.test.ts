import type { AddressFormAction } from '@/domain/addresses/address-draft';
import {
  requiredAddressFields,
  type AddressField,
  type AddressFieldError,
} from '@/domain/addresses/address-validation';
import {
  addressFieldErrorKeys,
  addressFieldLabelKeys,
  addressFormActionKeys,
} from '@/presentation/i18n/message-keys/address-message-keys';
import { localeText } from '../../../support/locale-files';

/** The English words of each code; a Record, so a new field, error or action cannot be left out. */
const errorWords: Record<AddressFieldError, string> = { REQUIRED: 'This field is required' };
const fieldWords: Record<AddressField, string> = {
  title: 'Address Title',
  flatOrVillaNumber: 'Flat/Villa No.',
  building: 'Building',
  street: 'Street',
  area: 'Area',
  landmark: 'Nearest Landmark',
};
const actionWords: Record<AddressFormAction, string> = { SAVE: 'Save', UPDATE: 'Update' };

describe('address message keys', () => {
  it.each(Object.entries(errorWords))('the field error %s reads "%s"', (error, words) => {
    expect(localeText('en', addressFieldErrorKeys[error as AddressFieldError])).toBe(words);
  });

  it.each(Object.entries(fieldWords))('the field %s is labelled "%s"', (field, words) => {
    expect(localeText('en', addressFieldLabelKeys[field as AddressField])).toBe(words);
  });

  it.each(Object.entries(actionWords))('the %s button reads "%s"', (action, words) => {
    expect(localeText('en', addressFormActionKeys[action as AddressFormAction])).toBe(words);
  });

  it('label every field, the required ones among them, and nothing else', () => {
    expect(Object.keys(addressFieldLabelKeys).sort()).toEqual(Object.keys(fieldWords).sort());
    expect(Object.keys(addressFieldLabelKeys)).toEqual(expect.arrayContaining([...requiredAddressFields]));
  });

  it.each([
    ...Object.values(addressFieldErrorKeys),
    ...Object.values(addressFieldLabelKeys),
    ...Object.values(addressFormActionKeys),
  ])('%s has an English and a Finnish text', (key) => {
    expect(localeText('en', key)).not.toBe('');
    expect(localeText('fi', key)).not.toBe('');
  });
});
