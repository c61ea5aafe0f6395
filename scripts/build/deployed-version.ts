import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { sources } from 'webpack';

/**
 * The version a build deploys, which the app's version check compares (meta.json): APP_VERSION when the build is
 * given one (a host numbering its deploys), else package.json's with the build's content hash after a `+`, so a
 * deploy of changed code is a new version even when package.json's is not (a different version is announced).
 */
export function deployedVersion(root: string, buildHash: string, env: NodeJS.ProcessEnv = process.env): string {
  const given = env.APP_VERSION?.trim();
  if (given) return given;
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof version !== 'string' || version === '') throw new Error('No version in package.json');
  return `${version}+${buildHash.slice(0, 8)}`;
}

/** The file beside index.html that names the build's version; the reference server answers /meta.json with it. */
export const builtMetaFile = 'meta.json';

/** Writes meta.json into the build, so the version travels with the files it names. */
export class DeployedVersionPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('DeployedVersionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DeployedVersionPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const version = deployedVersion(this.root, compilation.fullHash ?? '');
          compilation.emitAsset(builtMetaFile, new sources.RawSource(JSON.stringify({ version })));
        },
      );
    });
  }
}
