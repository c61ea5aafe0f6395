import { execFile } from 'node:child_process';
import { appendFile, cp, mkdtemp, readFile, realpath, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.join(__dirname, '../../..');

/** A production build of its own, as a deploy brings it: its folder and the files its manifest names. */
export interface SecondBuild {
  /** The folder of the copy it was built in, to remove afterwards. */
  readonly folder: string;
  /** Its dist/ folder, for a server's STATIC_DIR. */
  readonly dist: string;
  /** The version it deploys (its meta.json). */
  readonly version: string;
  /** The scripts of its entry point and of a named chunk, as addresses ("/assets/…"). */
  readonly filesOf: (chunk: string) => readonly string[];
  readonly entryFiles: readonly string[];
}

/** The addresses of a build's entry and named chunks, from its bundle manifest. */
export async function buildFiles(dist: string): Promise<Pick<SecondBuild, 'filesOf' | 'entryFiles'>> {
  const manifest = JSON.parse(await readFile(path.join(dist, 'bundle-manifest.json'), 'utf8')) as {
    entrypoints: Record<string, string[]>;
    namedChunks: Record<string, string[]>;
  };
  const addresses = (files: readonly string[] | undefined) => (files ?? []).map((file) => `/${file}`);
  return {
    entryFiles: addresses(manifest.entrypoints['main']),
    filesOf: (chunk) => {
      const files = manifest.namedChunks[chunk];
      if (!files) throw new Error(`The build has no chunk named ${chunk}`);
      return addresses(files);
    },
  };
}

/**
 * Builds the storefront a second time, as a deploy of a code change would: from a copy of the sources in which one
 * module of `changedChunk`'s screen sets `globalThis.secondBuild` when it runs (so that chunk's file differs from the
 * first build's, and a page shows which build's chunk it ran), with APP_VERSION `version`: the client and its
 * service worker in production mode, a minute or more on a busy machine.
 */
export async function buildSecondTime(options: {
  readonly version: string;
  /** A module (under src/) of the changed chunk. */
  readonly changedModule: string;
}): Promise<SecondBuild> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'storefront-second-build-'));
  for (const part of ['src', 'scripts', 'webpack.config.ts', 'package.json', 'tsconfig.json'])
    await cp(path.join(root, part), path.join(copy, part), { recursive: true });
  await symlink(await realpath(path.join(root, 'node_modules')), path.join(copy, 'node_modules'));
  await appendFile(
    path.join(copy, 'src', options.changedModule),
    '\n(globalThis as { secondBuild?: boolean }).secondBuild = true;\n',
  );
  // The first screen's renderer is not built again: the change is one statement that draws nothing, so the second
  // build's renderer would draw what the first's draws, and its build was a third of the journey's 60 s of CPU. The
  // chunks a drawn page loads come from the build's own index.html, never from the renderer.
  await symlink(path.join(root, 'dist-server'), path.join(copy, 'dist-server'));
  try {
    await promisify(execFile)(
      'nice',
      [
        '-n',
        '10',
        process.execPath,
        path.join(copy, 'node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '--config-name',
        'client',
        '--config-name',
        'service-worker',
      ],
      { cwd: copy, env: { ...process.env, APP_VERSION: options.version }, maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (failure) {
    // What webpack said, so a failed build tells why; the copy is not left behind.
    const { stdout = '', stderr = '', signal } = failure as { stdout?: string; stderr?: string; signal?: string };
    await rm(copy, { recursive: true, force: true });
    throw new Error(`The second build failed (${signal ?? 'exit'}): ${stderr.slice(-2_000)}${stdout.slice(-2_000)}`);
  }
  const dist = path.join(copy, 'dist');
  return { folder: copy, dist, version: options.version, ...(await buildFiles(dist)) };
}
