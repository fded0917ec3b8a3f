// Calibration end to end (#23 item 4): the built action against the emulators, every other
// reviewer answering cleanly. A finding blocks only when its severity blocks at the run's
// posture and rigor AND its confidence reaches the rigor's threshold: a speculative critical is
// shown as "low confidence — not blocking" and the PR passes; an edge-case correctness bug at
// `rigor: production` blocks, named by its file and line; a confident security high blocks.
import { describe, expect, it } from 'vitest';
import type { ScriptReply } from '../emulators/model-emulator.js';
import type { PullFile } from '../emulators/github.js';
import { obedient } from './reviewers.js';
import {
  addPull,
  CLEAN_FILES,
  onlyComment,
  reportSection,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';

const world = useWorld();

/** A code-review reply with one finding on src/greet.ts line 2 (a line the diff adds). */
function codeReviewFinding(
  severity: 'critical' | 'warning',
  title: string,
  confidence: number,
): ScriptReply {
  return {
    json: {
      summary: 'Adds greet().',
      findings: [
        {
          severity,
          category: 'correctness',
          file: 'src/greet.ts',
          line: 2,
          end_line: null,
          title,
          detail: "greet('  ') passes the empty check and greets a blank name.",
          fix: 'Trim the name before the check.',
          suggestion: "  if (name.trim() === '') throw new TypeError('name is empty');",
          confidence,
        },
      ],
    },
  };
}

/** A modified file whose patch adds lines 2–3: string-built SQL. */
const DB_FILE: PullFile = {
  filename: 'src/db.ts',
  status: 'modified',
  additions: 2,
  deletions: 1,
  patch:
    "@@ -1,3 +1,4 @@\n const db = open();\n-db.query('select * from t where id = ?', [id]);\n+const sql = 'select * from t where id = ' + id;\n+db.query(sql);\n return rows;",
};

function securityFinding(
  severity: 'critical' | 'high',
  confidence: number,
): (attempt: number) => ScriptReply {
  return () => ({
    json: {
      summary: 'Builds a query from the request id.',
      findings: [
        {
          severity,
          class: 'SQL injection',
          file: 'src/db.ts',
          line: 2,
          end_line: 3,
          path: 'request id → string concatenation → db.query()',
          exploit: 'GET /item?id=1 OR 1=1 makes the query return every row of t',
          fix: 'use a parameterised query',
          preexisting: false,
          confidence,
        },
      ],
    },
  });
}

describe('a low-confidence finding is reported and does not block', () => {
  it('a code-review critical at confidence 0.3 passes, listed as low confidence', async () => {
    scriptAll(
      world,
      obedient({
        'code-review': () => codeReviewFinding('critical', 'Might throw on odd names', 0.3),
      }),
    );
    const sha = addPull(world, 2301);
    const run = await runOnPull(world, 2301);
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.exitCode).toBe(0);
    const body = onlyComment(world, 2301);
    expect(body.split('\n')[0]).toBe('GAUNTLET: PASS');
    expect(body).toContain('| code-review | GREEN | MERGE-READY |');
    expect(body).toContain('## Low confidence — not blocking');
    expect(body).toMatch(/Might throw on odd names/);
    expect(reportSection(body, 'What to do')).toBe('');
  });

  it('a security critical at confidence 0.5 passes, listed as low confidence', async () => {
    scriptAll(world, obedient({ security: securityFinding('critical', 0.5) }));
    const sha = addPull(world, 2302, { files: [...CLEAN_FILES, DB_FILE] });
    const run = await runOnPull(world, 2302, { 'forced-lanes': 'security' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.exitCode).toBe(0);
    const body = onlyComment(world, 2302);
    expect(body.split('\n')[0]).toBe('GAUNTLET: PASS');
    expect(body).toContain('SECURITY_REVIEW: PASS');
    expect(body).toContain(
      'Low confidence — not blocking (a finding blocks at confidence 0.6 or more at rigor=production):',
    );
  });
});

describe('a confident finding of a blocking severity blocks, named by file and line', () => {
  it('rigor production: a 🟡 [correctness] edge-case bug blocks with src/greet.ts:2', async () => {
    scriptAll(
      world,
      obedient({
        'code-review': () => codeReviewFinding('warning', 'Blank names are greeted', 0.8),
      }),
    );
    const sha = addPull(world, 2303);
    const run = await runOnPull(world, 2303);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(run.exitCode).toBe(1);
    const body = onlyComment(world, 2303);
    expect(body.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
    const blockers = reportSection(body, 'What to do');
    expect(blockers).toMatch(
      /code-review: 1 🟡 \\?\[correctness\\?\] finding\(s\) blocking at rigor=production — fix before claiming done: 🟡 \\?\[correctness\\?\] Blank names are greeted \(`src\/greet\.ts:2`\)/,
    );
    expect(body).toContain('| code-review | BLOCKED | 1 🟡 finding(s) |');
  });

  it('rigor prototype: the same warning does not block the lane (a person is asked instead)', async () => {
    scriptAll(
      world,
      obedient({
        'code-review': () => codeReviewFinding('warning', 'Blank names are greeted', 0.8),
      }),
    );
    const sha = addPull(world, 2304);
    const run = await runOnPull(world, 2304, { rigor: 'prototype', 'human-attention': 'note' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.exitCode).toBe(0);
    const body = onlyComment(world, 2304);
    expect(body).toContain('| code-review | GREEN (attention) |');
    expect(reportSection(body, 'For a person to read')).toMatch(
      /code-review: 🟡 \\?\[correctness\\?\] Blank names are greeted \(`src\/greet\.ts:2`\)/,
    );
  });

  it('a security high at confidence 0.9 blocks with its file:line and exploit', async () => {
    scriptAll(world, obedient({ security: securityFinding('high', 0.9) }));
    const sha = addPull(world, 2305, { files: [...CLEAN_FILES, DB_FILE] });
    const run = await runOnPull(world, 2305, { 'forced-lanes': 'security' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(run.exitCode).toBe(1);
    const body = onlyComment(world, 2305);
    expect(body.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
    expect(reportSection(body, 'What to do')).toMatch(
      /security: SECURITY_REVIEW: FAIL — 1 exploitable finding\(s\): 🟠 SQL injection — `?src\/db\.ts:2`? — .*exploit: GET \/item\?id=1 OR 1=1/,
    );
    expect(body).toContain('| security | BLOCKED | FAIL |');
  });
});
