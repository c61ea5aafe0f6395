import { createSubmitPartnerApplication } from '@/application/partner-applications/submit-partner-application.use-case';
import type { PartnerApplication, PartnerAttachment } from '@/application/ports/partner-applications.port';
import { RecordingPartnerApplications } from '../../../support/fakes/recording-partner-applications';

const attachment = (overrides: Partial<PartnerAttachment> = {}): PartnerAttachment => ({
  slot: 'drivingLicence',
  name: 'licence.pdf',
  type: 'application/pdf',
  size: 13,
  content: new Blob(['%PDF-1.4 test']),
  ...overrides,
});

const application = (overrides: Partial<Extract<PartnerApplication, { kind: 'rider' }>> = {}): PartnerApplication => ({
  kind: 'rider',
  fields: {
    fullName: ' Ali Khan ',
    email: 'ali@example.com ',
    phone: '0300-1234567',
    city: 'Karachi',
    vehicleType: 'car',
    message: '',
  },
  attachments: [attachment()],
  ...overrides,
});

describe('SubmitPartnerApplication', () => {
  it('sends a valid application trimmed, with its files, and answers the service answer', async () => {
    const service = new RecordingPartnerApplications();
    service.answer = { ok: true, queryId: 'app_42', fileCount: 1 };
    const submit = createSubmitPartnerApplication({ partnerApplications: service });
    expect(await submit(application())).toEqual({ ok: true, queryId: 'app_42', fileCount: 1 });
    expect(service.sent).toHaveLength(1);
    expect(service.sent[0]?.fields).toEqual({
      fullName: 'Ali Khan',
      email: 'ali@example.com',
      phone: '0300-1234567',
      city: 'Karachi',
      vehicleType: 'car',
      message: '',
    });
    expect(service.sent[0]?.attachments).toEqual([attachment()]);
  });

  it('refuses fields the rules refuse without sending anything', async () => {
    const service = new RecordingPartnerApplications();
    const submit = createSubmitPartnerApplication({ partnerApplications: service });
    const base = application();
    const outcome = await submit({
      ...base,
      fields: { ...base.fields, email: 'ali', city: ' ' },
    } as PartnerApplication);
    expect(outcome).toEqual({
      ok: false,
      refusal: 'INVALID_FIELDS',
      fieldProblems: { email: 'INVALID_EMAIL', city: 'REQUIRED' },
    });
    expect(service.sent).toEqual([]);
  });

  it('refuses a fourth file, a text file and a file over 5 MB without sending anything', async () => {
    const service = new RecordingPartnerApplications();
    const submit = createSubmitPartnerApplication({ partnerApplications: service });
    const outcome = await submit(
      application({
        attachments: [
          attachment(),
          attachment({ name: 'notes.txt', type: 'text/plain' }),
          attachment({ size: 6 * 1024 * 1024 }),
          attachment(),
        ],
      }),
    );
    expect(outcome).toEqual({
      ok: false,
      refusal: 'INVALID_FILES',
      fileProblems: { tooMany: true, files: [null, 'FILE_TYPE_NOT_ACCEPTED', 'FILE_TOO_LARGE', null] },
    });
    expect(service.sent).toEqual([]);
  });

  it("passes on the service's refusal and its failure", async () => {
    const service = new RecordingPartnerApplications();
    const submit = createSubmitPartnerApplication({ partnerApplications: service });
    service.answer = { ok: false, refusal: 'FILE_TYPE_REFUSED', message: 'driving_licence: only PDF, PNG or JPEG' };
    expect(await submit(application())).toEqual(service.answer);
    service.failure = { code: 'REQUEST_TIMEOUT', message: 'Request Timeout' };
    await expect(submit(application())).rejects.toEqual({ code: 'REQUEST_TIMEOUT', message: 'Request Timeout' });
  });
});
