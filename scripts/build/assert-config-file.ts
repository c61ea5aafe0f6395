import { readFileSync } from 'node:fs';
import '../../src/contract/common/english-messages';
import { describeConfigProblems, parseStorefrontConfig } from '../../src/config/parse-config';

/** A build with a broken white-label configuration would only fail in the browser: stop the build instead. */
export function assertConfigFile(file: string): void {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid configuration in ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = parseStorefrontConfig(raw);
  if (!result.ok) throw new Error(`Invalid configuration in ${file}: ${describeConfigProblems(result.problems)}`);
}
