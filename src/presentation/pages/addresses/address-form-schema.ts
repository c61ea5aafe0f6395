import * as z from 'zod/mini';
import { addressFieldErrors, type AddressFieldErrors } from '@/domain/address/address-validation';
import { addressFieldErrorKeys } from '../../i18n/message-keys/address-message-keys';

/** The form's text fields; the coordinates come from the map picker, not the form. */
export const addressFormSchema = z
  .object({
    title: z.string(),
    flatOrVillaNumber: z.string(),
    building: z.string(),
    street: z.string(),
    area: z.string(),
    landmark: z.string(),
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
