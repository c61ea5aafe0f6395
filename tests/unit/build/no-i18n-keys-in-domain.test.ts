import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { leafKeys, mergedLocale } from '../../support/locale-files';

const root = path.join(__dirname, '../../..');

interface LintMessage {
  readonly ruleId: string | null;
  readonly line: number;
}

/** The project's ESLint, run as `npm test` runs it, on a source text as if it were a file of the domain. */
function lintAsDomainFile(source: string): readonly LintMessage[] {
  const eslint = path.join(root, 'node_modules/eslint/bin/eslint.js');
  const args = ['--config', '.config/eslint.config.mjs', '--format', 'json', '--stdin'];
  const run = spawnSync(process.execPath, [eslint, ...args, '--stdin-filename', 'src/domain/example/example.ts'], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: LintMessage[] }>;
  return result?.messages ?? [];
}

// A key the locale files really hold, so the check is proved on today's files, whatever they are named.
const key = leafKeys(mergedLocale('en')).find((candidate) => candidate.split('.').length >= 3) ?? '';
const namespace = key.slice(0, key.lastIndexOf('.'));

describe('no i18n key in the domain (the storefront/no-i18n-keys rule of the ESLint configuration)', () => {
  it('reports a key, a key built from its namespace and the namespace itself; passes look-alikes and words', () => {
    const source = [
      `export const key = '${key}';`,
      `export const built = (code: string) => \`${namespace}.\${code}\`;`,
      `export const namespace = '${namespace}';`,
      `export const lookAlike = '${key}Elsewhere';`,
      `export const word = '${key.split('.')[0] ?? ''}';`,
      `export const fileName = 'receipt.pdf';`,
      '',
    ].join('\n');
    const reported = lintAsDomainFile(source).map((message) => [message.ruleId, message.line]);
    expect(reported).toEqual([
      ['storefront/no-i18n-keys', 1],
      ['storefront/no-i18n-keys', 2],
      ['storefront/no-i18n-keys', 3],
    ]);
  }, 60_000);
});
