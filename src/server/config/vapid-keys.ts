import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';

/** The server's VAPID identity: the key pair push services check its pushes against, and who to contact. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  /** A mailto: or https: address the push service may contact about this sender. */
  readonly subject: string;
}

/** Keys a host configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); both keys or neither. */
export type ConfiguredVapidKeys = Partial<VapidKeys>;

/** Push services take any mailto: address; a host who wants to be reachable sets VAPID_SUBJECT. */
export const defaultVapidSubject = 'mailto:push@storefront.invalid';

const keysFileName = 'vapid-keys.json';

/**
 * The host's configured keys, else the pair kept in the data folder, made at the first start. The file is the
 * server's alone (mode 600) and never logged; a new pair would void every browser's subscription, so it is kept.
 */
export async function loadVapidKeys(dataDir: string, configured: ConfiguredVapidKeys = {}): Promise<VapidKeys> {
  const subject = configured.subject ?? defaultVapidSubject;
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject };
  }
  const file = path.join(dataDir, keysFileName);
  const kept = await readKeys(file);
  if (kept) return { ...kept, subject };
  const made = webpush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  // wx: two servers starting on one folder cannot both write; the loser reads the winner's pair.
  const written = await writeFile(file, JSON.stringify(made), { mode: 0o600, flag: 'wx' }).then(
    () => true,
    () => false,
  );
  const pair = written ? made : await readKeys(file);
  if (!pair) throw new Error(`The push keys in ${file} could not be read`);
  return { ...pair, subject };
}

async function readKeys(file: string): Promise<{ publicKey: string; privateKey: string } | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    return typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string'
      ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey }
      : null;
  } catch {
    return null;
  }
}
