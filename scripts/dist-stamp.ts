// What dist/ was built from, as a content hash: `npm run build` writes it beside node_modules
// (never into dist/, which CI compares with the commit), and the e2e global setup compares it
// with the tree on disk so no test runs an old bundle. Content, not mtimes: a clone resets mtimes.
//
//   node scripts/dist-stamp.ts begin   before the build: forget the old record, note the tree
//   node scripts/dist-stamp.ts write   after it: record the tree, if it did not change meanwhile
//   node scripts/dist-stamp.ts check   exit 1 when dist/ may not be what the tree builds
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const STAMP = join(ROOT, 'node_modules/.cache/done-gate/dist-source.sha256');
const PENDING = `${STAMP}.pending`;

/** The files whose content decides the bundle: src/, the lockfile, tsconfig, the build script. */
function inputs(): string[] {
  const src = join(ROOT, 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((name) => join(src, name))
    .filter((path) => statSync(path).isFile());
  return [
    ...files,
    join(ROOT, 'package-lock.json'),
    join(ROOT, 'tsconfig.json'),
    join(ROOT, 'tsconfig.build.json'),
    join(ROOT, 'scripts/build.mjs'),
  ].sort();
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const path of inputs()) {
    // Length-prefixed so no two trees hash alike by moving bytes between a name and a body.
    const body = readFileSync(path);
    hash.update(`${relative(ROOT, path)}\0${body.length}\0`).update(body);
  }
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  hash.update(`build\0${pkg.scripts?.build ?? ''}`);
  return hash.digest('hex');
}

/** Why dist/ cannot be trusted as the build of this tree, or null when it can. */
export function staleness(): string | null {
  if (!existsSync(join(ROOT, 'dist/index.js')) || !existsSync(join(ROOT, 'dist/cli/index.js'))) {
    return 'dist/ has not been built';
  }
  if (!existsSync(STAMP)) return 'dist/ carries no record of the tree it was built from';
  if (readFileSync(STAMP, 'utf8').trim() !== sourceHash()) {
    return 'src/, package-lock.json, a tsconfig or the build script changed since dist/ was built';
  }
  return null;
}

export function beginBuild(): void {
  mkdirSync(dirname(STAMP), { recursive: true });
  rmSync(STAMP, { force: true });
  writeFileSync(PENDING, `${sourceHash()}\n`);
}

/** A file edited while the bundler ran may or may not be in the bundle: then nothing is recorded. */
export function writeStamp(): void {
  const before = existsSync(PENDING) ? readFileSync(PENDING, 'utf8').trim() : null;
  rmSync(PENDING, { force: true });
  const now = sourceHash();
  if (before === now) writeFileSync(STAMP, `${now}\n`);
  else console.error('dist-stamp: the tree changed during the build; dist/ stays marked stale.');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === import.meta.filename) {
  const command = process.argv[2];
  if (command === 'begin') {
    beginBuild();
  } else if (command === 'write') {
    writeStamp();
  } else if (command === 'check') {
    const why = staleness();
    if (why !== null) {
      console.error(`dist/ is stale: ${why}. Run npm run build.`);
      process.exit(1);
    }
  } else {
    console.error('usage: node scripts/dist-stamp.ts begin|write|check');
    process.exit(2);
  }
}
