import http from 'node:http';

export interface RawAnswer {
  status: number;
  body: unknown;
}

/** A minimal PNG, PDF and JPEG: their signatures and a few bytes, enough for a server that judges by content. */
export const sample = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24, 1)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(28, 2)]),
  text: Buffer.from('This is not an image at all.\n'),
} as const;

export interface FilePart {
  field: string;
  fileName: string;
  /** What the browser declares; the server must not trust it. */
  type: string;
  content: Buffer;
}

/** A multipart/form-data body written by hand, so a test controls every byte (and can break it). */
export function multipartBody(
  fields: Readonly<Record<string, string>> | readonly [string, string][],
  files: readonly FilePart[] = [],
  boundary = 'catalog-extra-boundary-7d3f',
): { body: Buffer; contentType: string } {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  const chunks: Buffer[] = [];
  for (const [name, value] of entries) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Posts a body over a raw HTTP request. A server that refuses a large upload answers at once and may close
 * the socket while the body is still being written, so a write error (EPIPE, ECONNRESET) after the answer
 * arrived is expected; the answer counts.
 */
export function postRaw(baseUrl: string, path: string, contentType: string, body: Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': body.length },
    });
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: text === '' ? null : (JSON.parse(text) as unknown) }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered || error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      reject(error);
    });
    request.on('close', () => {
      if (!answered) reject(new Error(`${path}: the connection closed without an answer`));
    });
    request.end(body);
  });
}
