import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diff, DiffFile } from '../../../../src/evidence/types.js';
import {
  computeSignals,
  SIGNALS_UNAVAILABLE,
  signalsUnavailable,
} from '../../../../src/plan/signals.js';
import { propertyRuns } from '../../../knobs.js';

function file(path: string, added: string[] = [], extra: Partial<DiffFile> = {}): DiffFile {
  return {
    path,
    status: 'modified',
    additions: added.length,
    deletions: 0,
    binary: false,
    patch: `@@ -1,0 +1,${added.length} @@\n${added.map((l) => `+${l}`).join('\n')}`,
    hunks: [
      {
        header: `@@ -1,0 +1,${added.length} @@`,
        oldStart: 1,
        oldLines: 0,
        newStart: 1,
        newLines: added.length,
        lines: added.map((text, i) => ({ kind: '+' as const, line: i + 1, text })),
      },
    ],
    ...extra,
  };
}

function diffOf(...files: DiffFile[]): Diff {
  return { files, source: 'diff', complete: true };
}

const signalsOfPaths = (...paths: string[]) => computeSignals(diffOf(...paths.map((p) => file(p))));
const signalsOfLines = (...lines: string[]) => computeSignals(diffOf(file('src/x.ts', lines)));

describe('computeSignals: path rules (case-insensitive)', () => {
  it.each(['proto/user.proto', 'buf.yaml', 'api/buf.gen.yaml', 'PROTO/USER.PROTO'])(
    'touchesProto on %s',
    (path) => {
      expect(signalsOfPaths(path).touchesProto).toBe(true);
    },
  );

  it.each(['db/migrations/001_init.ts', 'src/migration/x.ts', 'schema.sql', 'Schema.SQL'])(
    'touchesMigrations on %s',
    (path) => {
      expect(signalsOfPaths(path).touchesMigrations).toBe(true);
    },
  );

  it.each([
    'src/auth/index.ts',
    'src/oauth.ts',
    'src/authz/policy.ts',
    'src/Login.tsx',
    'src/logout.ts',
    'src/tokens.ts',
    'src/session-store.ts',
    'src/permissions.ts',
    'src/rbac.ts',
    'src/acl/rules.ts',
    'src/credentials.ts',
    'config/secrets.yml',
  ])('touchesAuth on path %s', (path) => {
    expect(signalsOfPaths(path).touchesAuth).toBe(true);
  });

  it('does not read "author" as auth (auth(?!or))', () => {
    expect(signalsOfPaths('src/author.ts', 'docs/authors.md').touchesAuth).toBe(false);
  });

  it.each([
    'go.mod',
    'go.sum',
    'package.json',
    'packages/a/package.json',
    'package-lock.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'Cargo.toml',
    'Cargo.lock',
    'requirements-dev.txt',
    'pyproject.toml',
    'Gemfile',
    'Gemfile.lock',
    'pom.xml',
    'build.gradle.kts',
    'composer.json',
    'composer.lock',
    'npm-shrinkwrap.json',
    '.npmrc',
    'web/.npmrc',
    '.yarnrc.yml',
    '.pnpmfile.cjs',
    'pnpm-workspace.yaml',
    'bun.lockb',
    'bun.lock',
    'bunfig.toml',
    'deno.json',
    'deno.lock',
    'Dockerfile',
    'docker/Dockerfile.dev',
    'images/api.dockerfile',
    '.github/workflows/ci.yml',
    'action.yml',
    'sub/action.yaml',
  ])('touchesDeps on %s', (path) => {
    expect(signalsOfPaths(path).touchesDeps).toBe(true);
  });

  it('does not treat ordinary source files as dependency manifests', () => {
    expect(signalsOfPaths('src/packager.ts', 'docs/requirements/x.md').touchesDeps).toBe(false);
  });

  it.each(['.github/workflows/release.yml', 'action.yml', '.husky/pre-commit'])(
    'touchesExec on the exec path %s',
    (path) => {
      expect(signalsOfPaths(path).touchesExec).toBe(true);
    },
  );

  it('touchesExec when a file becomes executable', () => {
    const made = file('scripts/run', ['echo hi'], { oldMode: '100644', newMode: '100755' });
    expect(computeSignals(diffOf(made)).touchesExec).toBe(true);
    const already = file('scripts/run', ['echo hi'], { oldMode: '100755', newMode: '100755' });
    expect(computeSignals(diffOf(already)).touchesExec).toBe(false);
  });

  it.each([
    'src/routes/user.ts',
    'src/route.ts',
    'src/handlers/x.ts',
    'src/handler.go',
    'src/api/index.ts',
    'src/endpoints.ts',
    'cmd/tool/main.go',
    'src/cli/index.ts',
    'openapi.yaml',
    'docs/swagger.json',
    'src/controllers/a.ts',
    'schema.graphql',
    'proto/a.proto',
    'bin/done-gate',
    'action.yml',
  ])('consumerSurface on %s', (path) => {
    expect(signalsOfPaths(path).consumerSurface).toBe(true);
  });

  it('consumerSurface needs a word-bounded api', () => {
    expect(signalsOfPaths('src/rapid.ts', 'src/capital.ts').consumerSurface).toBe(false);
  });

  it('counts a rename’s old path for the path rules', () => {
    const renamed = file('src/guard.ts', [], { oldPath: 'src/auth/guard.ts', status: 'renamed' });
    expect(computeSignals(diffOf(renamed)).touchesAuth).toBe(true);
  });
});

describe('computeSignals: added-line rules', () => {
  it.each([
    'const auth = x',
    'PASSWORD=1',
    'jwt.sign()',
    'let token',
    'a secret',
    'credential',
    'SESSION',
  ])('touchesAuth on the added line %j (case-insensitive)', (line) => {
    expect(signalsOfLines(line).touchesAuth).toBe(true);
  });

  it('does not read "author" in added lines as auth', () => {
    expect(signalsOfLines('// author: alice').touchesAuth).toBe(false);
  });

  it.each([
    'cmd := exec.Command("ls")',
    'import subprocess',
    'import "os/exec"',
    'Runtime.getRuntime().exec(x)',
    'shell_exec($x)',
    'eval(input)',
    'system("ls")',
    "import { exec } from 'node:child_process';",
    "import { execa } from 'execa';",
    'execSync(cmd)',
    'execFile("git", args)',
    'execFileSync("git", args)',
    'spawnSync("git", args)',
    'spawn("git", args)',
    'fork("./worker.js")',
    'spawn(cmd, { shell: true })',
    "import shell from 'shelljs';",
    'new Function("return this")()',
    "Function('return 1')",
    'vm.runInNewContext(code)',
    'new vm.Script(code)',
    'vm.compileFunction(code)',
    'process.dlopen(module, path)',
    'Bun.spawn(["ls"])',
    'await Bun.$`ls`',
    'new Deno.Command("ls")',
    'Deno.run({ cmd })',
  ])('touchesExec on the added line %j', (line) => {
    expect(signalsOfLines(line).touchesExec).toBe(true);
  });

  it.each(['CHILD_PROCESS', 'Subprocess', 'EXECSYNC(x)', 'Eval(x)'])(
    'touchesExec is case-sensitive: %j does not fire',
    (line) => {
      expect(signalsOfLines(line).touchesExec).toBe(false);
    },
  );

  it('does not fire on RegExp.prototype.exec or on words that merely contain the names', () => {
    expect(signalsOfLines('const m = /x/.exec(s);', 'respawn(x)', 'medieval(x)').touchesExec).toBe(
      false,
    );
  });

  it('reads only added lines: removed and context lines do not count', () => {
    const f = file('src/x.ts', []);
    f.hunks = [
      {
        header: '@@ -1,2 +1,1 @@',
        oldStart: 1,
        oldLines: 2,
        newStart: 1,
        newLines: 1,
        lines: [
          { kind: '-', line: 1, text: "import cp from 'child_process';" },
          { kind: ' ', line: 1, text: 'const password = 1;' },
        ],
      },
    ];
    f.patch = "@@ -1,2 +1,1 @@\n-import cp from 'child_process';\n const password = 1;";
    const s = computeSignals(diffOf(f));
    expect(s.touchesExec).toBe(false);
    expect(s.touchesAuth).toBe(false);
  });

  it('reads added lines from the raw patch when no hunks were parsed, skipping +++ headers', () => {
    const f = file('src/x.ts', []);
    f.hunks = [];
    f.patch = '+++ b/src/password.ts\n@@ -0,0 +1 @@\n+execSync(cmd)';
    const s = computeSignals(diffOf(f));
    expect(s.touchesExec).toBe(true);
    expect(s.touchesAuth).toBe(false);
  });
});

describe('computeSignals: counts, summary, docs-only', () => {
  it('lists the first 200 paths and counts them all', () => {
    const files = Array.from({ length: 250 }, (_, i) => file(`src/f${i}.ts`));
    const s = computeSignals(diffOf(...files));
    expect(s.changedFiles).toHaveLength(200);
    expect(s.changedFiles[199]).toBe('src/f199.ts');
    expect(s.fileCount).toBe(250);
    expect(s.summary).toBe('250 file(s) changed');
    expect(s.error).toBeNull();
  });

  it('docsOnly when every changed path is docs, and not for an empty diff', () => {
    expect(signalsOfPaths('README.md', 'docs/a.rst', 'notes.TXT', 'guide.adoc').docsOnly).toBe(
      true,
    );
    expect(signalsOfPaths('README.md', 'src/a.ts').docsOnly).toBe(false);
    const empty = computeSignals(diffOf());
    expect(empty.docsOnly).toBe(false);
    expect(empty.summary).toBe('0 file(s) changed');
  });
});

describe('computeSignals: unavailable and partial signals', () => {
  const allFalse = {
    touchesAuth: false,
    touchesDeps: false,
    touchesExec: false,
    consumerSurface: false,
    docsOnly: false,
    touchesMigrations: false,
    touchesProto: false,
  };

  it('with no diff: unavailable, all false, a NOTE that says selection widens', () => {
    const s = computeSignals(null);
    expect(s).toMatchObject({ ...allFalse, summary: SIGNALS_UNAVAILABLE, fileCount: 0 });
    expect(s.changedFiles).toEqual([]);
    expect(s.error).toMatch(/^NOTE: diff signals could not be computed \(no diff was available\)/);
    expect(s.error).toContain('lane selection degrades WIDER (security lane added');
    expect(s.error).not.toContain('PIPELINE-FAULT:');
    expect(signalsUnavailable(s)).toBe(true);
  });

  it('with a failure given: unavailable even when a diff is passed, failure one-lined', () => {
    const s = computeSignals(signalsDiff(), 'HTTP 406\ntoo large');
    expect(s).toMatchObject({ ...allFalse, summary: SIGNALS_UNAVAILABLE });
    expect(s.error).toContain('(HTTP 406 too large)');
  });

  it('never throws: a malformed diff becomes the unavailable form', () => {
    const broken = { files: 'nope', source: 'diff', complete: true } as unknown as Diff;
    expect(computeSignals(broken).summary).toBe(SIGNALS_UNAVAILABLE);
    const noPath = diffOf({ ...file('a.ts'), path: undefined as unknown as string });
    expect(computeSignals(noPath).error).toContain('a changed file has no path');
    const exploding = {
      get files(): DiffFile[] {
        throw new Error('boom');
      },
    } as unknown as Diff;
    expect(computeSignals(exploding).error).toContain('(boom)');
  });

  it('an incomplete file list keeps the signals but adds a widening NOTE', () => {
    const d = {
      ...diffOf(file('src/auth.ts')),
      complete: false,
      incompleteReason: '3,000-file cap',
    };
    const s = computeSignals(d);
    expect(s.touchesAuth).toBe(true);
    expect(s.summary).toBe('1 file(s) changed');
    expect(s.error).toContain('the file list is incomplete (3,000-file cap)');
    expect(signalsUnavailable(s)).toBe(true);
  });

  it('a text file without a patch adds a NOTE; a binary one does not', () => {
    const textNoPatch = { ...file('src/big.ts'), patch: null, hunks: [] };
    expect(computeSignals(diffOf(textNoPatch)).error).toContain(
      '1 text file(s) came without a patch',
    );
    const binary = { ...file('img/logo.png'), patch: null, hunks: [], binary: true };
    expect(computeSignals(diffOf(binary)).error).toBeNull();
  });

  it('a file the parser could not fully read adds a NOTE', () => {
    const f = { ...file('src/a.ts'), parseProblem: 'hunk cut short' };
    expect(computeSignals(diffOf(f)).error).toContain('could not be fully parsed');
  });

  it('property: never throws on arbitrary input and always returns the Signals shape', () => {
    fc.assert(
      fc.property(fc.anything(), fc.option(fc.string(), { nil: undefined }), (value, failure) => {
        const s = computeSignals(value as Diff, failure);
        expect(typeof s.summary).toBe('string');
        expect(s.changedFiles.length).toBeLessThanOrEqual(200);
        if (s.summary === SIGNALS_UNAVAILABLE) expect(s.error).toMatch(/^NOTE: /);
      }),
    );
  });
});

function signalsDiff(): Diff {
  return diffOf(file('src/auth.ts', ['execSync(x)']));
}

describe('why each signal fired (the plan names it)', () => {
  it('names the path for a path rule and path:line for an added line', () => {
    const s = computeSignals(
      diffOf(file('docs/a.md'), file('src/x.ts', ['const a = 1;', 'const jwt = sign(user);'])),
    );
    expect(s.because?.touchesAuth).toMatch(/^src\/x\.ts:\d+$/);
    const paths = signalsOfPaths('src/auth/login.ts', 'package.json');
    expect(paths.because?.touchesAuth).toBe('src/auth/login.ts');
    expect(paths.because?.touchesDeps).toBe('package.json');
  });

  it('has a reason for exactly the signals that are on', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'src/auth.ts',
            'package.json',
            'bin/cli.js',
            'db/migrations/1.sql',
            'a.proto',
            'README.md',
            'src/x.ts',
          ),
          { minLength: 1, maxLength: 6 },
        ),
        (paths) => {
          const s = signalsOfPaths(...paths);
          for (const name of [
            'touchesAuth',
            'touchesDeps',
            'touchesExec',
            'consumerSurface',
            'touchesMigrations',
            'touchesProto',
          ] as const) {
            expect(s.because?.[name] !== undefined, name).toBe(s[name]);
          }
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});
