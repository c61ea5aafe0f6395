import * as z from 'zod/mini';
import { addressFieldMaxLengths } from '@/domain/addresses/address-limits';
import { addressFieldErrors, type AddressField, type AddressFieldErrors } from '@/domain/addresses/address-validation';
import { addressFieldErrorKeys, addressFieldTooLongKey } from '../../i18n/message-keys/address-message-keys';

/**
 * A field of the form, no longer than the server keeps. The input stops there as it is typed; this catches a
 * longer value the map's place search filled in.
 */
const field = (name: AddressField) =>
  z.string().check(z.maxLength(addressFieldMaxLengths[name], { error: addressFieldTooLongKey }));

/** The form's text fields; the coordinates come from the map picker, not the form. */
export const addressFormSchema = z
  .object({
    title: field('title'),
    flatOrVillaNumber: field('flatOrVillaNumber'),
    building: field('building'),
    street: field('street'),
    area: field('area'),
    landmark: field('landmark'),
  })
  .check(
    // The domain's rule, so the form and the save use case refuse exactly the same fields.
    z.superRefine((values, context) => {
      for (const [field, error] of Object.entries(addressFieldErrors(values))) {
        context.addIssue({ code: 'custom', path: [field], message: addressFieldErrorKeys[error], input: values });
      }
    }),
  );

export type AddressFormValues = z.infer<typeof addressFormSchema>;

/** The use case's refusal in the form's terms: field name to message key. */
export function fieldErrorKeys(errors: AddressFieldErrors): ReadonlyArray<readonly [keyof AddressFormValues, string]> {
  return Object.entries(errors).map(([field, error]) => [
    field as keyof AddressFormValues,
    addressFieldErrorKeys[error],
  ]);
}
