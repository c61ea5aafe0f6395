import { applicationResponseSchema } from '@/contract/partner-applications/applications.contract';
import { outboxResponseSchema } from '@/contract/accounts/outbox.contract';
import { errorBodySchema } from '@/contract/common/error.contract';
import { openApiDocumentSchema } from '@/contract/platform/openapi.contract';
import { startTestServer, type TestServer } from '../start-test-server';
import { multipartBody, postRaw, sample, type FilePart, type RawAnswer } from '../multipart-client';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server?.stop());

// Every case ends by checking the server still answers: a crash would show there.
afterEach(async () => {
  expect((await fetch(`${server.baseUrl}/meta.json`)).status).toBe(200);
});

const merchantFields = {
  business_name: ' Kahvila Testi ',
  contact_name: 'Maija Meikäläinen',
  email: 'maija@kahvila-testi.fi',
  phone: '+358 40 123 4567',
  city: 'Helsinki',
  message: 'We bake every morning.',
};

const riderFields = {
  full_name: 'Ville Virtanen',
  email: 'ville@example.fi',
  phone: '0401234567',
  city: 'Espoo',
  vehicle_type: 'e_bike',
};

const logo: FilePart = { field: 'logo', fileName: 'logo.png', type: 'image/png', content: sample.png };
const menu: FilePart = { field: 'menu', fileName: 'C:\\menus\\menu.pdf', type: 'application/pdf', content: sample.pdf };

function post(
  kind: 'merchant' | 'rider',
  fields: Parameters<typeof multipartBody>[0],
  files: readonly FilePart[] = [],
): Promise<RawAnswer> {
  const { body, contentType } = multipartBody(fields, files);
  return postRaw(server.baseUrl, `/api/v1/applications/${kind}`, contentType, body);
}

function errorOf(answer: RawAnswer) {
  return errorBodySchema.parse(answer.body).error;
}

async function newestOperatorMail() {
  const response = await fetch(`${server.baseUrl}/dev/outbox?recipient=applications@storefront.local&limit=1`);
  return outboxResponseSchema.parse(await response.json()).messages[0];
}

describe('POST /api/v1/applications/merchant', () => {
  it('answers 201 with the application, its files typed by content, and tells the operator', async () => {
    const answer = await post('merchant', merchantFields, [logo, { ...menu, type: 'application/octet-stream' }]);

    expect(answer.status).toBe(201);
    const { application } = applicationResponseSchema.parse(answer.body);
    expect(application.query_id).toMatch(/^app_[2-9A-HJ-NP-Z]{26}$/);
    expect(application).toEqual({
      query_id: application.query_id,
      kind: 'merchant',
      files: [
        { field: 'logo', file_name: 'logo.png', content_type: 'image/png', size: sample.png.length },
        { field: 'menu', file_name: 'menu.pdf', content_type: 'application/pdf', size: sample.pdf.length },
      ],
    });
    const mail = await newestOperatorMail();
    expect(mail).toMatchObject({ channel: 'email', subject: 'New merchant application: Kahvila Testi' });
    expect(mail?.body).toContain(`Application ${application.query_id}`);
    expect(mail?.body).toContain('business_name: Kahvila Testi\n');
    expect(mail?.body).toContain(`logo: logo.png (image/png, ${sample.png.length} bytes)`);
  });

  it('accepts a form without files, and ignores a file input left empty', async () => {
    const empty: FilePart = { field: 'logo', fileName: '', type: 'application/octet-stream', content: Buffer.alloc(0) };
    const answer = await post('merchant', merchantFields, [empty]);

    expect(answer.status).toBe(201);
    expect(applicationResponseSchema.parse(answer.body).application.files).toEqual([]);
  });

  it('gives every application its own id', async () => {
    const [first, second] = await Promise.all([post('merchant', merchantFields), post('merchant', merchantFields)]);

    expect(first?.status).toBe(201);
    expect(second?.status).toBe(201);
    const ids = [first, second].map((answer) => applicationResponseSchema.parse(answer?.body).application.query_id);
    expect(new Set(ids).size).toBe(2);
  });

  it.each([
    ['business_name', { business_name: undefined }],
    ['business_name', { business_name: '   ' }],
    ['email', { email: 'maija@' }],
    ['phone', { phone: '12' }],
    ['city', { city: 'x'.repeat(101) }],
  ])('answers 400 naming %s', async (field, change) => {
    const fields = Object.fromEntries(
      Object.entries({ ...merchantFields, ...change }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const answer = await post('merchant', fields);

    expect(answer.status).toBe(400);
    expect(errorOf(answer).message).toBe(`Invalid application: ${field}`);
    expect(errorOf(answer).details?.map((detail) => detail.field)).toEqual([field]);
  });

  it('answers 400 naming a field sent twice', async () => {
    const answer = await post('merchant', [...Object.entries(merchantFields), ['city', 'Espoo']]);

    expect(answer.status).toBe(400);
    expect(errorOf(answer).details).toEqual([{ field: 'city', message: 'This field was sent twice' }]);
  });

  it('answers 400 naming a field sent as JSON rather than text', async () => {
    const boundary = 'json-field-boundary';
    const { body } = multipartBody(merchantFields, [], boundary);
    const jsonPart = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n`,
    );
    const answer = await postRaw(
      server.baseUrl,
      '/api/v1/applications/merchant',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([jsonPart, body]),
    );

    expect(answer.status).toBe(400);
    expect(errorOf(answer).details).toEqual([{ field: 'note', message: 'Send this field as plain text' }]);
  });

  it('answers 400 naming a field that takes no file', async () => {
    const answer = await post('merchant', merchantFields, [{ ...logo, field: 'business_name' }]);

    expect(answer.status).toBe(400);
    expect(errorOf(answer).details).toEqual([{ field: 'business_name', message: 'This field takes no file' }]);
  });

  it('answers 415 for a file that is not a PDF, PNG or JPEG, whatever type it declares', async () => {
    const answer = await post('merchant', merchantFields, [{ ...logo, content: sample.text }]);

    expect(answer.status).toBe(415);
    expect(errorOf(answer).message).toBe('logo: only PDF, PNG or JPEG files are accepted');
  });

  it('accepts a file of exactly 5 MB', async () => {
    const content = Buffer.concat([sample.jpeg, Buffer.alloc(5 * 1024 * 1024 - sample.jpeg.length)]);
    const answer = await post('merchant', merchantFields, [{ ...logo, fileName: 'big.jpg', content }]);

    expect(answer.status).toBe(201);
    expect(applicationResponseSchema.parse(answer.body).application.files).toEqual([
      { field: 'logo', file_name: 'big.jpg', content_type: 'image/jpeg', size: 5 * 1024 * 1024 },
    ]);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const content = Buffer.concat([sample.png, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await post('merchant', merchantFields, [{ ...logo, content }]);

    expect(answer.status).toBe(413);
    expect(errorOf(answer).message).toBe('A file is larger than 5 MB');
  });

  it('answers 413 for more than 3 files', async () => {
    const answer = await post('merchant', merchantFields, [logo, menu, logo, menu]);

    expect(answer.status).toBe(413);
    expect(errorOf(answer).message).toBe('At most 3 files');
  });
});

describe('POST /api/v1/applications/rider', () => {
  it('answers 201 with a driving licence and tells the operator', async () => {
    const licence: FilePart = {
      field: 'driving_licence',
      fileName: 'licence.jpg',
      type: 'image/jpeg',
      content: sample.jpeg,
    };
    const answer = await post('rider', riderFields, [licence]);

    expect(answer.status).toBe(201);
    expect(applicationResponseSchema.parse(answer.body).application).toMatchObject({
      kind: 'rider',
      files: [
        { field: 'driving_licence', file_name: 'licence.jpg', content_type: 'image/jpeg', size: sample.jpeg.length },
      ],
    });
    expect(await newestOperatorMail()).toMatchObject({ subject: 'New rider application: Ville Virtanen' });
  });

  it('answers 400 naming vehicle_type for a vehicle it does not know', async () => {
    const answer = await post('rider', { ...riderFields, vehicle_type: 'rocket' });

    expect(answer.status).toBe(400);
    expect(errorOf(answer).details?.map((detail) => detail.field)).toEqual(['vehicle_type']);
  });

  it("answers 400 for a merchant form's file field", async () => {
    const answer = await post('rider', riderFields, [logo]);

    expect(answer.status).toBe(400);
    expect(errorOf(answer).details?.map((detail) => detail.field)).toEqual(['logo']);
  });
});

describe('bodies that are not a good multipart form', () => {
  const path = '/api/v1/applications/merchant';

  it('answers 415 for JSON', async () => {
    const answer = await postRaw(server.baseUrl, path, 'application/json', Buffer.from(JSON.stringify(merchantFields)));

    expect(answer.status).toBe(415);
    expect(errorOf(answer).message).toBe('Send the form as multipart/form-data');
  });

  it.each([
    ['without a boundary', 'multipart/form-data', multipartBody(merchantFields).body],
    [
      'cut short',
      'multipart/form-data; boundary=catalog-extra-boundary-7d3f',
      multipartBody(merchantFields, [logo]).body.subarray(0, 200),
    ],
    ['of garbage', 'multipart/form-data; boundary=catalog-extra-boundary-7d3f', Buffer.from('\u0000\u0001garbage')],
    [
      'with broken part headers',
      'multipart/form-data; boundary=xyz',
      Buffer.from('--xyz\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--xyz--\r\n'),
    ],
  ])('answers 400 for a body %s, never a crash', async (_case, contentType, body) => {
    const answer = await postRaw(server.baseUrl, path, contentType, body);

    expect(answer.status).toBe(400);
    errorOf(answer);
  });

  it('leaves the JSON routes refusing multipart bodies', async () => {
    const { body, contentType } = multipartBody({ device_uuid: 'catalog-extra-device' });
    const answer = await postRaw(server.baseUrl, '/api/v2/users/authenticate_anonymously', contentType, body);

    expect(answer.status).toBe(415);
    errorOf(answer);
  });
});

type FormOperation = Record<string, unknown> & {
  requestBody: { content: Record<string, { schema: { required: string[] } }> };
  responses: Record<string, unknown>;
};

describe('the OpenAPI document', () => {
  it('describes both forms as multipart bodies answered 201', async () => {
    const document = openApiDocumentSchema.parse(await (await fetch(`${server.baseUrl}/api/docs/openapi.json`)).json());
    const operationOf = (kind: string) =>
      document.paths[`/api/v1/applications/${kind}`]?.['post'] as FormOperation | undefined;

    for (const kind of ['merchant', 'rider']) {
      expect(Object.keys(operationOf(kind)?.requestBody.content ?? {})).toEqual(['multipart/form-data']);
      expect(operationOf(kind)?.responses['201']).toBeDefined();
    }
    expect(operationOf('merchant')?.requestBody.content['multipart/form-data']?.schema.required).toEqual([
      'business_name',
      'contact_name',
      'email',
      'phone',
      'city',
    ]);
  });
});
