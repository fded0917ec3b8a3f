// The pull request the critical-path bench reviews: its diff fires the auth, exec and consumer
// surface signals (so the floor holds all four lanes once a local-run recipe exists), and its spec
// lists five acceptance criteria. Also the recipe that boots a real loopback service.
import { createServer } from 'node:net';
import { stringify } from 'yaml';
import type { PullFile } from '../__tests__/emulators/github.js';
import type { ListFilesEntry } from '../src/evidence/diff.js';

export const CRITERIA = [
  '`POST /api/sessions` returns 201 with a session token for valid credentials',
  'Invalid credentials return 401 and no token',
  'The session token expires after 15 minutes',
  '`bin/rotate-keys` runs the key rotation script with `execFile`, never through a shell',
  'Every new route has a test',
];

export const SPEC_BODY = [
  'Adds password sessions and a key-rotation command.',
  '',
  '## Acceptance criteria',
  ...CRITERIA.map((c) => `- ${c}`),
  '',
].join('\n');

function added(lines: string[]): Pick<PullFile, 'status' | 'additions' | 'deletions' | 'patch'> {
  return {
    status: 'added',
    additions: lines.length,
    deletions: 0,
    patch: `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}`,
  };
}

/** auth (path + `token`), exec (`execFile(`), consumer surface (`api/`, `bin/`). */
export const CRITICAL_PATH_FILES: PullFile[] = [
  {
    filename: 'src/auth/session.ts',
    ...added([
      "import { randomBytes } from 'node:crypto';",
      'export const SESSION_TTL_MS = 15 * 60 * 1000;',
      'export function newSessionToken(): { token: string; expiresAt: number } {',
      "  return { token: randomBytes(32).toString('base64url'), expiresAt: Date.now() + SESSION_TTL_MS };",
      '}',
    ]),
  },
  {
    filename: 'src/api/routes/sessions.ts',
    ...added([
      "import { newSessionToken } from '../../auth/session.js';",
      "import { verifyPassword } from '../../auth/password.js';",
      'export async function createSession(req: Req, res: Res): Promise<void> {',
      '  if (!(await verifyPassword(req.body.user, req.body.password))) return res.status(401).end();',
      '  res.status(201).json(newSessionToken());',
      '}',
    ]),
  },
  {
    filename: 'bin/rotate-keys.ts',
    ...added([
      "import { execFile } from 'node:child_process';",
      "execFile('./scripts/rotate.sh', ['--all'], { shell: false }, (error) => {",
      '  if (error) process.exitCode = 1;',
      '});',
    ]),
  },
  {
    filename: 'test/api/sessions.test.ts',
    ...added([
      "import { createSession } from '../../src/api/routes/sessions.js';",
      "test('201 with a token', async () => expect((await call(createSession, good)).status).toBe(201));",
      "test('401 without one', async () => expect((await call(createSession, bad)).status).toBe(401));",
    ]),
  },
];

/** A free loopback port (closed again before it is used: good enough for a bench). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A `local-run-recipe` whose service really boots (a tiny HTTP server) and whose suite passes. */
export function bootingRecipe(port: number): string {
  const server = `require('http').createServer((q,s)=>s.end('ok')).listen(${port},'127.0.0.1')`;
  return stringify({
    start: `${JSON.stringify(process.execPath)} -e ${JSON.stringify(server)}`,
    ready: `http://127.0.0.1:${port}/`,
    suites: [`${JSON.stringify(process.execPath)} -e 0`],
    'timeout-seconds': 30,
  });
}

/** `pulls.listFiles` entries (e.g. from syntheticDiff) as the GitHub emulator's files. */
export function pullFilesOf(entries: ListFilesEntry[]): PullFile[] {
  return entries.map((f) => ({
    filename: f.filename,
    status: f.status as PullFile['status'],
    additions: f.additions,
    deletions: f.deletions,
    patch: f.patch ?? null,
    ...(f.previous_filename === undefined ? {} : { previous_filename: f.previous_filename }),
  }));
}
