import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeConfigProblems, parseStorefrontConfig } from '@/config/parse-config';
import { ConfigError } from './server-config';

/**
 * The configuration file a host picked with STOREFRONT_CONFIG, checked once at start: one the storefront could
 * not start with stops the server, naming the file and each bad field, instead of a shop that shows the problem
 * to its customers. Answers its absolute path; the file is read again on every request, so it can be edited in
 * place as the built config.json can.
 * @throws ConfigError
 */
export function checkedStorefrontConfigFile(file: string): string {
  const absolute = path.resolve(file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(absolute, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'it is not JSON' : 'it cannot be read';
    throw new ConfigError(`Invalid configuration: STOREFRONT_CONFIG: ${file}: ${reason}`);
  }
  const parsed = parseStorefrontConfig(raw);
  if (!parsed.ok) {
    throw new ConfigError(
      `Invalid configuration: STOREFRONT_CONFIG: ${file}: ${describeConfigProblems(parsed.problems)}`,
    );
  }
  return absolute;
}

/** The configuration the server serves as /config.json: the host's chosen file, else the build's own. */
export function servedConfigFile(staticDir: string, storefrontConfigFile: string | undefined): string {
  return storefrontConfigFile ?? path.join(staticDir, 'config.json');
}
