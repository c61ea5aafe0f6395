import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { applicationResponseSchema } from '@/contract/partner-applications/applications.contract';
import { newTestDataDir } from '../pglite-template';
import { runTask } from '../run-task';
import { startTestServer } from '../start-test-server';
import { multipartBody, postRaw, sample } from '../multipart-client';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

let dataDir: string;

beforeAll(async () => {
  dataDir = await newTestDataDir();
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('keeps the application and its trimmed fields in the database, its files byte for byte beside it', async () => {
  const server = await startTestServer({ dataDir });
  const { body, contentType } = multipartBody(
    {
      full_name: '  Ville Virtanen ',
      email: 'ville@example.fi',
      phone: '040 123 4567',
      city: 'Espoo',
      vehicle_type: 'car',
      ignored_field: 'not part of the form',
    },
    [{ field: 'driving_licence', fileName: 'licence.pdf', type: 'application/pdf', content: sample.pdf }],
  );
  const answer = await postRaw(server.baseUrl, '/api/v1/applications/rider', contentType, body);
  await server.stop();
  expect(answer.status).toBe(201);
  const queryId = applicationResponseSchema.parse(answer.body).application.query_id;

  const read = await runTask('tests/integration/server/partner-applications/tasks/read-applications.task.ts', [
    dataDir,
  ]);

  expect(read.code).toBe(0);
  expect(JSON.parse(read.stdout)).toEqual([
    {
      query_id: queryId,
      kind: 'rider',
      fields: {
        full_name: 'Ville Virtanen',
        email: 'ville@example.fi',
        phone: '040 123 4567',
        city: 'Espoo',
        vehicle_type: 'car',
      },
      files: [
        {
          field: 'driving_licence',
          file_name: 'licence.pdf',
          content_type: 'application/pdf',
          size: sample.pdf.length,
          content_in_database: false,
          sha256: sha256(sample.pdf),
        },
      ],
    },
  ]);
});
