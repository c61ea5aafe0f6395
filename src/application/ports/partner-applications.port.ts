import type { AttachmentInfo, PartnerApplicationFields } from '@/domain/partner-applications/partner-application';

/** A chosen file with its bytes, as the browser holds them; only the adapter reads the bytes. */
export interface PartnerAttachment extends AttachmentInfo {
  readonly content: Blob;
}

export type PartnerApplication = PartnerApplicationFields & { readonly attachments: readonly PartnerAttachment[] };

/** Why the service refused an application it received: a file too large or too many (413), a file that is
 * not a PDF, PNG or JPEG by its content (415), or fields it does not accept (400). */
export type ApplicationRefusal = 'FILES_TOO_LARGE' | 'FILE_TYPE_REFUSED' | 'INVALID_APPLICATION';

export type PartnerApplicationAnswer =
  | { readonly ok: true; readonly queryId: string; readonly fileCount: number }
  | {
      readonly ok: false;
      readonly refusal: ApplicationRefusal;
      /** The service's own words. */
      readonly message: string;
    };

/** Where merchant and rider applications are sent to be reviewed. */
export interface PartnerApplications {
  /**
   * Sends one application with its files; a refusal of the application itself is an answer, not a failure.
   * @throws AppError when the service cannot be reached or fails.
   */
  submit(application: PartnerApplication): Promise<PartnerApplicationAnswer>;
}
