import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses JSON answers and static files over 1 KB for clients that ask (every browser). Brotli at
 * quality 4 and gzip at level 6 are the plugin's defaults: quality 11 would cost more than the bytes it saves.
 * Static files stream through compression as they are read.
 * Gzip comes first for a client that takes both: on the few-KB answers compressed as they leave, brotli at
 * quality 4 is no smaller and costs the server more CPU per answer (measured in BENCHMARKS.md, "Figures behind
 * choices in the code"). The built files keep their brotli copies, compressed once at the best quality
 * (src/server/static/spa.ts); a client that takes only brotli still gets it here.
 * The event stream (text/event-stream) is never compressed, so each event leaves at once.
 * Request bodies are not decompressed: no client sends them compressed, and a small gzip could unpack past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['gzip', 'br', 'deflate'],
    // Answers up to 512 KB are compressed in one call into a buffer, which the response cache can keep;
    // a 70 KB product page takes about a millisecond, once per catalogue change.
    syncThreshold: 512 * 1024,
  });
}
