import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defaultVapidSubject, loadVapidKeys } from '@/server/config/vapid-keys';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vapid-keys-'));
});

afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('loadVapidKeys', () => {
  it('makes a P-256 pair at the first start, keeps it readable by the server alone, and reads the same one after', async () => {
    const first = await loadVapidKeys(dataDir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(first.subject).toBe(defaultVapidSubject);
    expect((await stat(path.join(dataDir, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);
    // A new pair would void every browser's subscription.
    await expect(loadVapidKeys(dataDir)).resolves.toEqual(first);
  });

  it("takes the host's configured pair and subject over the kept one", async () => {
    await loadVapidKeys(dataDir);
    const configured = {
      publicKey: 'configured-public',
      privateKey: 'configured-private',
      subject: 'mailto:ops@shop.fi',
    };
    await expect(loadVapidKeys(dataDir, configured)).resolves.toEqual(configured);
  });

  it('keeps the made pair under a configured subject alone', async () => {
    const made = await loadVapidKeys(dataDir);
    await expect(loadVapidKeys(dataDir, { subject: 'https://shop.fi' })).resolves.toEqual({
      ...made,
      subject: 'https://shop.fi',
    });
  });
});
