import http from 'node:http';
import { applicationFileLimits } from '@/contract/partner-applications/applications.contract';
import { startTestServer, type TestServer } from '../start-test-server';
import { multipartBody, sample } from '../multipart-client';

// Defect 2 of issue 12: three 5 MB uploads kept every other request waiting for seconds, while the server
// wrote the files into the embedded database on its only thread.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server?.stop());

/** A PDF of nearly the largest size a form takes. */
const largePdf = Buffer.concat([sample.pdf, Buffer.alloc(applicationFileLimits.maxBytes - sample.pdf.length - 1, 7)]);

interface HeldUpload {
  /** Sends the rest of the body; the answer's status once it has come. */
  finish(): Promise<number>;
}

/** An upload whose body is sent all but its last bytes (the form's closing boundary), which wait for finish(). */
async function heldUpload(): Promise<HeldUpload> {
  const { body, contentType } = multipartBody(
    {
      business_name: 'Kahvila Kuu',
      contact_name: 'Kaisa',
      email: 'kaisa@example.fi',
      phone: '040 111 2222',
      city: 'Oulu',
    },
    [{ field: 'menu', fileName: 'menu.pdf', type: 'application/pdf', content: largePdf }],
  );
  const held = 40;
  const request = http.request(`${server.baseUrl}/api/v1/applications/merchant`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'content-length': body.length },
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  await new Promise<void>((resolve, reject) =>
    request.write(body.subarray(0, body.length - held), (error) => (error ? reject(error) : resolve())),
  );
  return {
    finish() {
      request.end(body.subarray(body.length - held));
      return answer;
    },
  };
}

it('answers GET configurations while three 5 MB uploads are arriving, then stores all three', async () => {
  // The uploads' bodies are all sent but their last bytes, so none can finish before configurations has
  // answered: the check holds on a busy machine too (ordering by construction, never by time).
  const uploads = await Promise.all([heldUpload(), heldUpload(), heldUpload()]);
  const configurations = await fetch(`${server.baseUrl}/api/v1/configurations`);
  await configurations.arrayBuffer();
  expect(configurations.status).toBe(200);
  expect(await Promise.all(uploads.map((upload) => upload.finish()))).toEqual([201, 201, 201]);
});
