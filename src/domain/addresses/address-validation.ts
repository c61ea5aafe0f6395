import type { AddressDetails } from './address';

export type AddressField = 'title' | 'flatOrVillaNumber' | 'building' | 'street' | 'area' | 'landmark';

/** Address Title, Flat/Villa No., Street and Area; Building and Nearest Landmark are optional. */
export const requiredAddressFields = ['title', 'flatOrVillaNumber', 'street', 'area'] as const;

export type RequiredAddressField = (typeof requiredAddressFields)[number];

export type AddressFieldError = 'REQUIRED';

export type AddressFieldErrors = Readonly<Partial<Record<RequiredAddressField, AddressFieldError>>>;

/** Each required field left empty; spaces alone count as empty, since a rider cannot follow them. */
export function addressFieldErrors(details: Pick<AddressDetails, RequiredAddressField>): AddressFieldErrors {
  const errors: Partial<Record<RequiredAddressField, AddressFieldError>> = {};
  for (const field of requiredAddressFields) {
    if (details[field].trim() === '') errors[field] = 'REQUIRED';
  }
  return errors;
}

export function hasAddressFieldErrors(errors: AddressFieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The details as they are saved: surrounding spaces dropped from every text field. */
export function trimmedAddressDetails<T extends AddressDetails>(details: T): T {
  return {
    ...details,
    title: details.title.trim(),
    flatOrVillaNumber: details.flatOrVillaNumber.trim(),
    building: details.building.trim(),
    street: details.street.trim(),
    area: details.area.trim(),
    landmark: details.landmark.trim(),
  };
}
