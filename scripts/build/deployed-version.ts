import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { sources } from 'webpack';

/**
 * The version a build deploys: APP_VERSION when the build is given one (a host numbering its deploys), else
 * package.json's. It is the version the app's version check compares (meta.json).
 */
export function deployedVersion(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const given = env.APP_VERSION?.trim();
  if (given) return given;
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof version !== 'string' || version === '') throw new Error('No version in package.json');
  return version;
}

/** The file beside index.html that names the build's version; the reference server answers /meta.json with it. */
export const builtMetaFile = 'meta.json';

/** Writes meta.json into the build, so the version travels with the files it names. */
export class DeployedVersionPlugin {
  constructor(private readonly version: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('DeployedVersionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DeployedVersionPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(builtMetaFile, new sources.RawSource(JSON.stringify({ version: this.version }))),
      );
    });
  }
}
