import * as z from 'zod/mini';
import type {
  MerchantApplicationFields,
  PartnerApplicationFields,
  PartnerFieldName,
  RiderApplicationFields,
} from '@/domain/partner-applications/partner-application';
import { partnerFieldProblemKeys } from '../../i18n/message-keys/partner-application-message-keys';
import {
  partnerFieldProblems,
  type PartnerFieldProblems,
} from '@/domain/partner-applications/partner-application-rules';

/**
 * A form schema whose check is the domain's rule, so the form and the use case refuse exactly the same
 * values; each issue's message is the i18n key of the rule's text.
 */
function partnerSchema<Values extends Record<keyof Values, string>>(
  fields: readonly (keyof Values & string)[],
  application: (values: Values) => PartnerApplicationFields,
) {
  const shape = Object.fromEntries(fields.map((field) => [field, z.string()])) as Record<
    keyof Values & string,
    z.ZodMiniString<string>
  >;
  return z.object(shape).check(
    z.superRefine((values, context) => {
      const problems = partnerFieldProblems(application(values as unknown as Values));
      for (const [field, problem] of fieldMessageKeys(problems)) {
        context.addIssue({ code: 'custom', path: [field], message: problem, input: values });
      }
    }),
  );
}

export const merchantFormFields = ['businessName', 'contactName', 'email', 'phone', 'city', 'message'] as const;
export const riderFormFields = ['fullName', 'email', 'phone', 'city', 'vehicleType', 'message'] as const;

export type MerchantFormValues = MerchantApplicationFields;
export type RiderFormValues = Omit<RiderApplicationFields, 'vehicleType'> & { readonly vehicleType: string };

export const merchantFormSchema = partnerSchema<MerchantFormValues>(merchantFormFields, (fields) => ({
  kind: 'merchant',
  fields,
}));

export const riderFormSchema = partnerSchema<RiderFormValues>(riderFormFields, (fields) => ({
  kind: 'rider',
  fields: fields as RiderApplicationFields,
}));

export const emptyMerchantForm: MerchantFormValues = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  city: '',
  message: '',
};

export const emptyRiderForm: RiderFormValues = {
  fullName: '',
  email: '',
  phone: '',
  city: '',
  vehicleType: '',
  message: '',
};

/** The rule's problems in the form's terms: field name to message key. */
export function fieldMessageKeys(problems: PartnerFieldProblems): ReadonlyArray<readonly [PartnerFieldName, string]> {
  return (Object.entries(problems) as [PartnerFieldName, keyof typeof partnerFieldProblemKeys][]).map(
    ([field, problem]) => [field, partnerFieldProblemKeys[problem]],
  );
}
