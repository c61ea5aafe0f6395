import {
  attachmentProblems,
  hasAttachmentProblems,
  hasFieldProblems,
  partnerFieldProblems,
  trimmedPartnerFields,
  type AttachmentProblems,
  type PartnerFieldProblems,
} from '@/domain/partner-applications/partner-application-rules';
import type {
  PartnerApplication,
  PartnerApplicationAnswer,
  PartnerApplications,
} from '../ports/partner-applications.port';

export type SubmitPartnerApplicationOutcome =
  | PartnerApplicationAnswer
  | { readonly ok: false; readonly refusal: 'INVALID_FIELDS'; readonly fieldProblems: PartnerFieldProblems }
  | { readonly ok: false; readonly refusal: 'INVALID_FILES'; readonly fileProblems: AttachmentProblems };

/**
 * A merchant or rider sends the application form. The fields and files are checked by the same rules the
 * form shows before anything is sent, so a refused form costs no upload; the text goes out trimmed.
 * @throws AppError when the service cannot be reached or fails.
 */
export type SubmitPartnerApplication = (application: PartnerApplication) => Promise<SubmitPartnerApplicationOutcome>;

export function createSubmitPartnerApplication(deps: {
  partnerApplications: PartnerApplications;
}): SubmitPartnerApplication {
  return async (application) => {
    const fieldProblems = partnerFieldProblems(application);
    if (hasFieldProblems(fieldProblems)) return { ok: false, refusal: 'INVALID_FIELDS', fieldProblems };
    const fileProblems = attachmentProblems(application.attachments);
    if (hasAttachmentProblems(fileProblems)) return { ok: false, refusal: 'INVALID_FILES', fileProblems };
    return deps.partnerApplications.submit(trimmedPartnerFields(application));
  };
}
