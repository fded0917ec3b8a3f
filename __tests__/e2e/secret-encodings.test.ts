// Issue #22 item 5 end to end: the built action against the emulators, with obedient reviewers
// (every lane answers PASS). A configured key reaching the test output in an encoding nobody
// wrote a rule for is the blocker "secret in evidence", and that form reaches no model request,
// no GitHub request, neither the comment nor the job summary; a key split by a zero-width
// character is not quoted around it. A clean run with the same keys configured passes.
import { describe, expect, it } from 'vitest';
import { reviewers } from './reviewers.js';
import { stringsIn } from './blocked.js';
import {
  addPull,
  CRITERIA,
  KEYS,
  markModelRequests,
  modelRequestsSince,
  onlyComment,
  OWNER,
  REPO,
  reportSection,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';
import { base32, fullwidth, rot13, utf16le } from '../unit/trust/secret-encodings.js';
import { scaled } from '../knobs.js';

const world = useWorld();

const KEY = KEYS.anthropic;
const b64 = (t: string | Buffer): string => Buffer.from(t).toString('base64');

/**
 * The key as each disguise the issue names puts it into a test log. Any text encoded with it is
 * short (under 20 encoded characters): what must not travel is the key's part of the form.
 */
const DISGUISES: Array<[name: string, form: string]> = [
  ['base32', base32(Buffer.from(`=${KEY}`))],
  [
    'hex with separators',
    Buffer.from(KEY)
      .toString('hex')
      .replace(/(..)(?!$)/g, '$1:'),
  ],
  ['line-wrapped base64', b64(`"${KEY}"`).replace(/(.{24})/g, '$1\n')],
  ['base64 of UTF-16', b64(utf16le(`key=${KEY}`))],
  ['double base64', b64(b64(`Bearer ${KEY}`))],
  ['fullwidth letters', fullwidth(KEY)],
  ['ROT13', rot13(KEY)],
  ['spaced-out letters', [...KEY].join(' ')],
];

/**
 * Pieces of `form` that identify it: every 20-character window (line breaks as they are), and for
 * a wrapped form each line of it. Windows of one repeated character say nothing and are skipped.
 */
function piecesOf(form: string): string[] {
  const pieces = new Set<string>();
  for (let i = 0; i + 20 <= form.length; i += 4) pieces.add(form.slice(i, i + 20));
  for (const line of form.split('\n')) if (line.length >= 16) pieces.add(line);
  return [...pieces].filter((p) => new Set(p.replace(/\s/g, '')).size >= 5);
}

function leaksIn(texts: string[], form: string): string[] {
  const pieces = piecesOf(form);
  return pieces.filter((piece) => texts.some((t) => t.includes(piece)));
}

/** Every text the run sent anywhere: each model request and each GitHub request body. */
function everythingSent(mark: ReturnType<typeof markModelRequests>, ghFrom: number) {
  return {
    models: modelRequestsSince(world, mark).flatMap((r) => stringsIn(r.body)),
    github: world.gh.requests.slice(ghFrom).flatMap((r) => stringsIn(r.body)),
  };
}

function logArtifact(number: number, log: string): Record<string, string> {
  world.gh.state.addArtifact({
    owner: OWNER,
    repo: REPO,
    runId: 4242,
    name: `test-log-${number}`,
    files: { 'test.log': log },
  });
  return { 'test-artifacts': `test-log-${number}` };
}

const logWith = (line: string): string =>
  `> widgets@1.0.0 test\n> vitest run\n\n ✓ test/greet.test.ts (2 tests) 4ms\n` +
  `   env ${line}\n\n Test Files  1 passed (1)\n      Tests  2 passed (2)\n`;

describe('#22 item 5: a configured key in any encoding', { timeout: scaled(180_000) }, () => {
  DISGUISES.forEach(([name, form], i) => {
    it(`as ${name} in the test output → not success, "secret in evidence", the form sent nowhere`, async () => {
      scriptAll(world, reviewers({ criteria: CRITERIA }));
      const number = 2201 + i;
      const sha = addPull(world, number);
      const inputs = logArtifact(number, logWith(form));
      const mark = markModelRequests(world);
      const ghFrom = world.gh.requests.length;
      const run = await runOnPull(world, number, inputs);

      const statuses = statusesOn(world, sha);
      expect(statuses).not.toContain('success');
      expect(statuses.at(-1)).toBe('failure');
      const body = onlyComment(world, number);
      expect(reportSection(body, 'What to do')).toMatch(/secret in evidence[^\n]*test output/);

      const sent = everythingSent(mark, ghFrom);
      // The reviewers were asked (obedient, all PASS) and still saw the rest of the log.
      expect(sent.models.length).toBeGreaterThan(0);
      expect(sent.models.some((t) => t.includes('test/greet.test.ts'))).toBe(true);
      expect(leaksIn(sent.models, form)).toEqual([]);
      expect(leaksIn(sent.github, form)).toEqual([]);
      expect(leaksIn([body], form)).toEqual([]);
      expect(leaksIn([run.summary], form)).toEqual([]);
    });
  });

  it('a key split by a zero-width character → "secret in evidence", and no excerpt quotes it', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const number = 2220;
    const sha = addPull(world, number);
    const split = `${KEY.slice(0, 16)}\u200b${KEY.slice(16)}`;
    const inputs = logArtifact(number, logWith(`ANTHROPIC_API_KEY=${split}`));
    const mark = markModelRequests(world);
    const ghFrom = world.gh.requests.length;
    const run = await runOnPull(world, number, inputs);

    expect(statusesOn(world, sha).at(-1)).toBe('failure');
    const body = onlyComment(world, number);
    expect(reportSection(body, 'What to do')).toMatch(/secret in evidence[^\n]*test output/);
    // No run of the key's characters on either side of the hidden character, anywhere.
    const sides = [KEY.slice(4, 16), KEY.slice(16, 28)];
    const sent = everythingSent(mark, ghFrom);
    for (const text of [...sent.models, ...sent.github, body, run.summary]) {
      for (const side of sides) expect(text).not.toContain(side);
    }
  });

  it('control: the same keys configured, an ordinary log with hashes and base64 → success', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const number = 2230;
    const sha = addPull(world, number);
    const ordinary =
      `sha 9f5f1795185abcb955e14c28f3d6f0023b002926 id 8249eb7f-0535-40d6-82f6-eb65d580fda3\n` +
      `   payload ${b64('{"name":"widgets","version":"1.0.0","private":true}')}`;
    const inputs = logArtifact(number, logWith(ordinary));
    const run = await runOnPull(world, number, inputs);
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(onlyComment(world, number)).not.toMatch(/secret in evidence/);
    expect(run.outputs['verdict']).toBe('PASS');
  });
});
