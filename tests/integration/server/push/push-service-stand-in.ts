import { createECDH, createDecipheriv, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push as the stand-in push service received it, decrypted. */
export interface ReceivedPush {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly payload: unknown;
}

/** A browser's side of a subscription: a real P-256 key pair and auth secret, so the server's encryption runs for real. */
export interface BrowserKeys {
  readonly ecdh: ECDH;
  readonly auth: Buffer;
  readonly json: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/**
 * A push service on 127.0.0.1: each path is one subscription's endpoint, answered with the status given for it
 * (201 by default). It decrypts every push (RFC 8291, aes128gcm) with the subscription's private key.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  private readonly statuses = new Map<string, number>();
  private readonly browsers = new Map<string, BrowserKeys>();
  private readonly waiting: { path: string; count: number; resolve: () => void }[] = [];
  private server: Server | null = null;
  private baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        const browser = this.browsers.get(path);
        const payload = browser ? decrypt(Buffer.concat(chunks), browser) : null;
        this.received.push({ path, headers: request.headers, payload });
        response.writeHead(this.statuses.get(path) ?? 201).end();
        for (const wait of [...this.waiting]) {
          if (this.countAt(wait.path) >= wait.count) {
            this.waiting.splice(this.waiting.indexOf(wait), 1);
            wait.resolve();
          }
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A new browser subscribed at this path, which the service answers with `status`. */
  subscription(path: string, status = 201): BrowserKeys {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const keys: BrowserKeys = {
      ecdh,
      auth,
      json: {
        endpoint: `${this.baseUrl}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      },
    };
    this.browsers.set(path, keys);
    this.statuses.set(path, status);
    return keys;
  }

  countAt(path: string): number {
    return this.received.filter((push) => push.path === path).length;
  }

  /** Settles once `count` pushes have reached the path (the test's own timeout bounds the wait). */
  pushesAt(path: string, count: number): Promise<ReceivedPush[]> {
    const settled = () => this.received.filter((push) => push.path === path);
    if (this.countAt(path) >= count) return Promise.resolve(settled());
    return new Promise((resolve) => this.waiting.push({ path, count, resolve: () => resolve(settled()) })).then(
      settled,
    );
  }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 with RFC 8188's aes128gcm, one record: what a browser does with a push it receives. */
function decrypt(body: Buffer, browser: BrowserKeys): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(browser.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and any zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as unknown;
}
