import { readFileSync } from 'node:fs';
import path from 'node:path';

const packageJsonPath = path.resolve(__dirname, '../../../package.json');

/** The version in the repository's package.json: what `npm start` deployed. */
export function packageVersion(): string {
  const { version } = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version?: unknown };
  if (typeof version !== 'string' || version === '') throw new Error(`No version in ${packageJsonPath}`);
  return version;
}
