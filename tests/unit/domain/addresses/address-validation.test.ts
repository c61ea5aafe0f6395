import {
  addressFieldErrors,
  hasAddressFieldErrors,
  requiredAddressFields,
  trimmedAddressDetails,
} from '@/domain/addresses/address-validation';
import { anAddressDraft } from '../../../support/fakes/address-fixtures';

describe('addressFieldErrors', () => {
  it('finds nothing wrong with a complete address', () => {
    expect(addressFieldErrors(anAddressDraft())).toEqual({});
  });

  it.each(requiredAddressFields.map((field) => [field]))('requires %s', (field) => {
    expect(addressFieldErrors(anAddressDraft({ [field]: '' }))).toEqual({ [field]: 'REQUIRED' });
  });

  it.each(requiredAddressFields.map((field) => [field]))('counts spaces alone in %s as empty', (field) => {
    expect(addressFieldErrors(anAddressDraft({ [field]: '  \t ' }))).toEqual({ [field]: 'REQUIRED' });
  });

  it.each([['building'], ['landmark']] as const)('lets %s stay empty', (field) => {
    expect(addressFieldErrors(anAddressDraft({ [field]: '' }))).toEqual({});
  });

  it('names every empty required field at once', () => {
    const empty = anAddressDraft({
      title: '',
      flatOrVillaNumber: '',
      street: '',
      area: '',
      building: '',
      landmark: '',
    });
    expect(addressFieldErrors(empty)).toEqual({
      title: 'REQUIRED',
      flatOrVillaNumber: 'REQUIRED',
      street: 'REQUIRED',
      area: 'REQUIRED',
    });
  });

  it.each([
    [{}, false],
    [{ street: 'REQUIRED' }, true],
  ] as const)('%o has errors: %s', (errors, expected) => {
    expect(hasAddressFieldErrors(errors)).toBe(expected);
  });
});

describe('trimmedAddressDetails', () => {
  it('drops surrounding spaces from every text field and keeps the rest', () => {
    const draft = anAddressDraft({ title: ' Home ', street: ' Mannerheimintie\t', landmark: '  ' });
    expect(trimmedAddressDetails(draft)).toEqual({ ...draft, title: 'Home', street: 'Mannerheimintie', landmark: '' });
  });
});
