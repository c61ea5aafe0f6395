import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertConfigFile } from '../../../scripts/build/assert-config-file';

function configFileWith(content: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'storefront-config-')), 'config.json');
  writeFileSync(file, content);
  return file;
}

describe('assertConfigFile (run by every build, so by npm start)', () => {
  it('lets a valid configuration through', () => {
    expect(() => assertConfigFile(configFileWith('{"layout":"PROMINENT"}'))).not.toThrow();
  });

  it('stops with a message naming the bad field', () => {
    expect(() => assertConfigFile(configFileWith('{"defaultIndustryId":"twenty-one"}'))).toThrow(
      /Invalid configuration in .*config\.json: defaultIndustryId: /,
    );
  });

  it('stops on a file that is not JSON', () => {
    expect(() => assertConfigFile(configFileWith('{ brandName: oops'))).toThrow(
      /Invalid configuration in .*config\.json/,
    );
  });
});
