import type { AttachmentProblem, PartnerFieldProblem } from '@/domain/partner-applications/partner-application-rules';

/** The i18n key of each field message of the application forms. */
export const partnerFieldProblemKeys: Readonly<Record<PartnerFieldProblem, string>> = {
  REQUIRED: 'partners.problems.required',
  INVALID_EMAIL: 'partners.problems.invalidEmail',
  INVALID_PHONE: 'partners.problems.invalidPhone',
  TOO_LONG: 'partners.problems.tooLong',
};

/** The i18n key of each file message; the texts name the limit, given as `maxMegabytes`. */
export const attachmentProblemKeys: Readonly<Record<AttachmentProblem | 'TOO_MANY_FILES', string>> = {
  FILE_TYPE_NOT_ACCEPTED: 'partners.files.typeNotAccepted',
  FILE_TOO_LARGE: 'partners.files.tooLarge',
  TOO_MANY_FILES: 'partners.files.tooMany',
};
