import path from 'node:path';
import { deployedVersion } from '../../../scripts/build/deployed-version';
import packageJson from '../../../package.json';

const root = path.join(__dirname, '../../..');

describe('deployedVersion (the version a build writes into its meta.json)', () => {
  it('is APP_VERSION when the build is given one, as the host numbers its deploys', () => {
    expect(deployedVersion(root, 'abcdef0123456789', { APP_VERSION: ' 2.4.0 ' })).toBe('2.4.0');
  });

  it("is package.json's with the build's content hash, so changed code is a new version without a new number", () => {
    expect(deployedVersion(root, 'abcdef0123456789', {})).toBe(`${packageJson.version}+abcdef01`);
    expect(deployedVersion(root, '0123456789abcdef', {})).not.toBe(deployedVersion(root, 'abcdef0123456789', {}));
  });

  it('ignores an empty APP_VERSION', () => {
    expect(deployedVersion(root, 'abcdef0123456789', { APP_VERSION: '  ' })).toBe(`${packageJson.version}+abcdef01`);
  });
});
