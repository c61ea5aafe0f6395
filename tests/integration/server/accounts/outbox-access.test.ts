import { rm } from 'node:fs/promises';
import { newSeededTestDataDir } from '../pglite-template';
import { runTask } from '../run-task';

// Defect 3 of issue 12: the outbox, which shows every OTP in clear, answered anyone who could reach the server.
let dataDir: string;

beforeAll(async () => {
  dataDir = await newSeededTestDataDir();
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function outboxStatuses(nodeEnv: 'development' | 'production', outbox?: string) {
  // An OUTBOX of the developer's own shell must not decide the case under test.
  const run = await runTask('tests/integration/server/accounts/tasks/outbox-from-afar.task.ts', [dataDir, nodeEnv], {
    OUTBOX: outbox ?? '',
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Record<string, number>;
}

const fromEverywhere = (status: number) => ({
  'IPv4 loopback': status,
  'IPv6 loopback': status,
  'IPv4-mapped loopback': status,
  'a foreign address': status,
  'a foreign address claiming loopback in X-Forwarded-For': status,
  'a private network address': status,
});

describe('GET /dev/outbox', () => {
  it('answers only the loopback interface by default, whatever the headers claim', async () => {
    expect(await outboxStatuses('development')).toEqual({
      'IPv4 loopback': 200,
      'IPv6 loopback': 200,
      'IPv4-mapped loopback': 200,
      'a foreign address': 404,
      'a foreign address claiming loopback in X-Forwarded-For': 404,
      'a private network address': 404,
    });
  });

  it('answers everyone with OUTBOX=on', async () => {
    expect(await outboxStatuses('development', 'on')).toEqual(fromEverywhere(200));
  });

  it('answers nobody with OUTBOX=off', async () => {
    expect(await outboxStatuses('development', 'off')).toEqual(fromEverywhere(404));
  });

  it('answers nobody in production, unless OUTBOX=on', async () => {
    expect(await outboxStatuses('production')).toEqual(fromEverywhere(404));
    expect(await outboxStatuses('production', 'on')).toEqual(fromEverywhere(200));
  });
});
