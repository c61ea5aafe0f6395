import { isAppError } from '@/application/errors/app-error';
import type {
  ApplicationRefusal,
  PartnerApplication,
  PartnerApplicationAnswer,
  PartnerApplications,
} from '@/application/ports/partner-applications.port';
import { applicationResponseSchema, applicationsPaths } from '@/contract/partner-applications/applications.contract';
import { errorBodySchema } from '@/contract/common/error.contract';
import type { AttachmentSlot, PartnerFieldName } from '@/domain/partner-applications/partner-application';
import type { HttpClient } from '../http/http-client';
import { errorBodyOf } from '../http/request-error';

/** The contract's multipart field of each form field and attachment slot. */
const wireNames: Readonly<Record<PartnerFieldName | AttachmentSlot, string>> = {
  businessName: 'business_name',
  contactName: 'contact_name',
  fullName: 'full_name',
  email: 'email',
  phone: 'phone',
  city: 'city',
  vehicleType: 'vehicle_type',
  message: 'message',
  logo: 'logo',
  menu: 'menu',
  drivingLicence: 'driving_licence',
};

const refusalsByStatus: Readonly<Record<number, ApplicationRefusal>> = {
  400: 'INVALID_APPLICATION',
  413: 'FILES_TOO_LARGE',
  415: 'FILE_TYPE_REFUSED',
};

export function applicationForm(application: PartnerApplication): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(application.fields) as [PartnerFieldName, string][]) {
    // The message is optional: an empty one is left out rather than stored as empty text.
    if (value !== '') form.append(wireNames[name], value);
  }
  for (const attachment of application.attachments) {
    form.append(wireNames[attachment.slot], attachment.content, attachment.name);
  }
  return form;
}

/** The service's words for a refusal: its error message, else the whole message the request layer took. */
function refusalMessage(error: { message: string }): string {
  const body = errorBodySchema.safeParse(errorBodyOf(error));
  return body.success ? body.data.error.message : error.message;
}

/** Merchant and rider applications on the wallet service, as multipart forms with their files. */
export class HttpPartnerApplications implements PartnerApplications {
  constructor(private readonly walletV1: HttpClient) {}

  async submit(application: PartnerApplication): Promise<PartnerApplicationAnswer> {
    try {
      const answer = await this.walletV1.post(
        applicationsPaths[application.kind],
        applicationForm(application),
        applicationResponseSchema,
        // Too large (413) and a refused file type (415) are answers the applicant can act on.
        { ownStatuses: [413, 415] },
      );
      return { ok: true, queryId: answer.application.query_id, fileCount: answer.application.files.length };
    } catch (error) {
      const refusal = isAppError(error) && error.status !== undefined ? refusalsByStatus[error.status] : undefined;
      if (refusal && isAppError(error)) return { ok: false, refusal, message: refusalMessage(error) };
      throw error;
    }
  }
}
