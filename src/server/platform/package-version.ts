import { readFileSync } from 'node:fs';
import path from 'node:path';

const packageJsonPath = path.resolve(__dirname, '../../../package.json');

/** The version in the repository's package.json: the API's, and the storefront's when its build names none. */
export function packageVersion(): string {
  const { version } = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version?: unknown };
  if (typeof version !== 'string' || version === '') throw new Error(`No version in ${packageJsonPath}`);
  return version;
}

/**
 * The version of the storefront being served: the one its build wrote beside index.html (meta.json,
 * scripts/build/deployed-version.ts), so a new build in STATIC_DIR is a new version to the app's version check;
 * package.json's without a build, or a build from before meta.json was written.
 */
export function deployedVersion(staticDir: string | undefined): string {
  if (staticDir !== undefined) {
    try {
      const { version } = JSON.parse(readFileSync(path.join(staticDir, 'meta.json'), 'utf8')) as { version?: unknown };
      if (typeof version === 'string' && version.trim() !== '') return version;
    } catch {
      // No meta.json in the build: package.json's version below.
    }
  }
  return packageVersion();
}
