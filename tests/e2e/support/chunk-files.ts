import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files of a chunk the build named (webpackChunkName), with the files it shares with other chunks, read from
 * the build's manifest: lazy chunks' file names are numbers in production, so a journey asking whether a chunk
 * was fetched goes by the manifest.
 */
export function chunkFiles(name: string): readonly string[] {
  const manifestPath = path.join(__dirname, '../../../dist/bundle-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { namedChunks: Record<string, string[]> };
  const files = manifest.namedChunks[name];
  if (!files) throw new Error(`The build has no chunk named ${name}`);
  return files.map((file) => `/${file}`);
}

/** Whether a request's address is a file of the named chunk. */
export function isChunkFile(url: string, name: string): boolean {
  return chunkFiles(name).includes(new URL(url).pathname);
}
