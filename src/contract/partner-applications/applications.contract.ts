import { fieldMaxLengths } from '@/domain/partner-applications/partner-application';
import { isEmail } from '@/domain/validation/patterns';
import { boundedList, boundedText, count, nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';

/** Where the application forms post, under the wallet service's base (walletApiV1). */
export const applicationsPaths = {
  merchant: 'applications/merchant',
  rider: 'applications/rider',
} as const;

export const applicationKinds = ['merchant', 'rider'] as const;
export type ApplicationKind = (typeof applicationKinds)[number];

/** What an attachment may be; the server judges a file by its first bytes, not by the type the browser declares. */
export const applicationFileTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type ApplicationFileType = (typeof applicationFileTypes)[number];

export const applicationFileLimits = {
  /** Per file; a larger one is answered 413. */
  maxBytes: 5 * 1024 * 1024,
  /** Per form; a fourth file is answered 413. */
  maxFiles: 3,
  /** The most characters (code points) of a file's name the server keeps; a longer one is cut. */
  nameLength: 200,
} as const;

/**
 * A kept file name in UTF-16 units, as a string's length counts: a character beyond the basic plane (an emoji)
 * takes two.
 */
const fileNameUnits = 2 * applicationFileLimits.nameLength;

/** The multipart field names that may carry a file, per form. */
export const applicationFileFields: Readonly<Record<ApplicationKind, readonly string[]>> = {
  merchant: ['logo', 'menu'],
  rider: ['driving_licence'],
};

/** Required text: surrounding spaces do not count, and the server stores the text trimmed. */
const requiredText = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((text) => text.trim() !== '', { message: 'This field is required' }),
  );

const email = z.string().check(
  z.maxLength(fieldMaxLengths.email),
  z.refine((value) => isEmail(value.trim()), { message: 'Please enter valid email' }),
);

/** A phone number as people write it: an optional +, then 7 to 15 digits, spaces and dashes allowed between. */
const phonePattern = /^\+?[0-9](?:[ -]?[0-9]){6,14}$/;
const phone = z.string().check(
  z.maxLength(fieldMaxLengths.phone),
  z.refine((value) => phonePattern.test(value.trim()), { message: 'Phone number is not valid' }),
);

const optionalMessage = z.optional(z.string().check(z.maxLength(fieldMaxLengths.message)));

/** The text fields of the merchant form (multipart/form-data); files in `logo` and `menu`. */
export const merchantApplicationFieldsSchema = z.object({
  business_name: requiredText(fieldMaxLengths.businessName),
  contact_name: requiredText(fieldMaxLengths.contactName),
  email,
  phone,
  city: requiredText(fieldMaxLengths.city),
  message: optionalMessage,
});

export const vehicleTypes = ['bicycle', 'e_bike', 'scooter', 'motorbike', 'car'] as const;

/** The text fields of the rider form (multipart/form-data); a driving licence in `driving_licence`. */
export const riderApplicationFieldsSchema = z.object({
  full_name: requiredText(fieldMaxLengths.fullName),
  email,
  phone,
  city: requiredText(fieldMaxLengths.city),
  vehicle_type: z.enum(vehicleTypes),
  message: optionalMessage,
});

export const applicationFileSchema = z.object({
  field: nonEmptyText(100),
  file_name: boundedText(fileNameUnits),
  content_type: z.enum(applicationFileTypes),
  size: count(),
});

/** Answer (201) of both forms: the application as received. */
export const applicationResponseSchema = z.object({
  application: z.object({
    query_id: nonEmptyText(100),
    kind: z.enum(applicationKinds),
    files: boundedList(applicationFileSchema, applicationFileLimits.maxFiles),
  }),
});

export type MerchantApplicationFields = z.infer<typeof merchantApplicationFieldsSchema>;
export type RiderApplicationFields = z.infer<typeof riderApplicationFieldsSchema>;
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;
