import type { PartnerApplication, PartnerAttachment } from '@/application/ports/partner-applications.port';
import { applicationResponseSchema } from '@/contract/partner-applications/applications.contract';
import { HttpPartnerApplications } from '@/infrastructure/api/http-partner-applications';
import { HttpClient } from '@/infrastructure/http/http-client';
import { startTestServer, type TestServer } from './server/start-test-server';

const pdfBytes = '%PDF-1.4 a small test document';
const megabyte = 1024 * 1024;

function attachment(slot: PartnerAttachment['slot'], content: Blob, name: string): PartnerAttachment {
  return { slot, name, type: content.type, size: content.size, content };
}

const pdf = (slot: PartnerAttachment['slot'] = 'logo') =>
  attachment(slot, new Blob([pdfBytes], { type: 'application/pdf' }), `${slot}.pdf`);

function merchantApplication(attachments: readonly PartnerAttachment[]): PartnerApplication {
  return {
    kind: 'merchant',
    fields: {
      businessName: 'Helmi Pizza',
      contactName: 'Anna Virtanen',
      email: 'anna@helmi.fi',
      phone: '+358 40 1234567',
      city: 'Helsinki',
      message: 'Open every day',
    },
    attachments,
  };
}

describe('HttpPartnerApplications against the reference server', () => {
  let server: TestServer;
  let applications: HttpPartnerApplications;

  // A busy machine starts the server process slowly.
  beforeAll(async () => {
    server = await startTestServer();
    applications = new HttpPartnerApplications(new HttpClient({ baseUrl: `${server.baseUrl}/api/v1` }));
  }, 120_000);

  afterAll(async () => {
    await server.stop();
  });

  it('sends a merchant application with its logo and menu', async () => {
    const answer = await applications.submit(merchantApplication([pdf('logo'), pdf('menu')]));
    expect(answer).toEqual({ ok: true, queryId: expect.stringMatching(/^app_[A-Z0-9]{26}$/), fileCount: 2 });
  });

  it('sends a rider application with a driving licence and without a message', async () => {
    const answer = await applications.submit({
      kind: 'rider',
      fields: {
        fullName: 'Ali Khan',
        email: 'ali@example.com',
        phone: '0300-1234567',
        city: 'Karachi',
        vehicleType: 'motorbike',
        message: '',
      },
      attachments: [pdf('drivingLicence')],
    });
    expect(answer).toEqual({ ok: true, queryId: expect.stringMatching(/^app_/), fileCount: 1 });
  });

  it('answers 415 for a text file dressed as a PDF as a refused file type, with the server message', async () => {
    const text = attachment('logo', new Blob(['just some text'], { type: 'application/pdf' }), 'logo.pdf');
    expect(await applications.submit(merchantApplication([text]))).toEqual({
      ok: false,
      refusal: 'FILE_TYPE_REFUSED',
      message: 'logo: only PDF, PNG or JPEG files are accepted',
    });
  });

  it('answers 413 for a 6 MB file as too large', async () => {
    const big = attachment(
      'menu',
      new Blob([pdfBytes, new Uint8Array(6 * megabyte)], { type: 'application/pdf' }),
      'menu.pdf',
    );
    expect(await applications.submit(merchantApplication([big]))).toEqual({
      ok: false,
      refusal: 'FILES_TOO_LARGE',
      message: 'A file is larger than 5 MB',
    });
  });

  it('answers a fourth file as too many (the server answers 413)', async () => {
    expect(await applications.submit(merchantApplication([pdf(), pdf(), pdf('menu'), pdf('menu')]))).toEqual({
      ok: false,
      refusal: 'FILES_TOO_LARGE',
      message: 'At most 3 files',
    });
  });

  it('answers 400 for fields the server refuses, with its message', async () => {
    const application = merchantApplication([]);
    expect(
      await applications.submit({
        ...application,
        fields: { ...application.fields, email: 'not an address' },
      } as PartnerApplication),
    ).toEqual({ ok: false, refusal: 'INVALID_APPLICATION', message: 'Invalid application: email' });
  });

  it('gives a call that does not read 413 and 415 itself the server\u2019s message, as any answer of 200 to 700', async () => {
    const http = new HttpClient({ baseUrl: `${server.baseUrl}/api/v1` });
    const form = new FormData();
    form.append('logo', new Blob(['just some text']), 'logo.txt');
    await expect(http.post('applications/merchant', form, applicationResponseSchema)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'logo: only PDF, PNG or JPEG files are accepted',
      status: 415,
    });
  });

  it('still rejects with the error catalogue when the server cannot be reached', async () => {
    const nowhere = new HttpPartnerApplications(new HttpClient({ baseUrl: 'http://127.0.0.1:9/api/v1' }));
    await expect(nowhere.submit(merchantApplication([]))).rejects.toEqual({
      code: 'REQUEST_TIMEOUT',
      message: 'Request Timeout',
      status: 0,
    });
  });
});
