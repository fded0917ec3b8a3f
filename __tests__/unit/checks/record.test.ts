import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readRecordFile, recordMismatch, serializeRecordFile } from '../../../src/checks/record.js';
import type { VerificationRecordFile } from '../../../src/checks/record.js';
import { runVerificationCommands } from '../../../src/checks/verification.js';

const sha = 'a'.repeat(40);
const sample: VerificationRecordFile = {
  version: 1,
  headSha: sha,
  verification: {
    kind: 'runs',
    runs: [
      { cmd: 'npm test', exit: 0, durationS: 1.5, tail: 'ok', timedOut: false, truncated: false },
      {
        cmd: 'npm run e2e',
        exit: -1,
        durationS: 0,
        tail: 'SKIPPED: never ran',
        timedOut: false,
        truncated: false,
        skipped: 'deadline',
      },
    ],
  },
  probe: { kind: 'not-booted', error: 'boom', missing: 'a server', serviceLog: '' },
};

describe('record file', () => {
  it('round-trips through serialize / read', () => {
    const read = readRecordFile(serializeRecordFile(sample));
    expect(read).toEqual({ ok: true, record: sample });
  });

  it('round-trips a real verification run', async () => {
    const verification = await runVerificationCommands(
      { ok: true, commands: ['echo hi', 'exit 2'] },
      {
        cwd: tmpdir(),
        perCommandTimeoutMs: 2000,
        totalTimeoutMs: 5000,
        outputCapBytes: 4096,
        env: process.env,
      },
    );
    const record: VerificationRecordFile = { version: 1, verification, probe: null };
    expect(readRecordFile(serializeRecordFile(record))).toEqual({ ok: true, record });
  });

  it.each([
    ['an unknown top-level key', { ...sample, verdict: 'PASS' }],
    [
      'an unknown key in a run',
      {
        ...sample,
        verification: {
          kind: 'runs',
          runs: [{ ...(sample.verification as { runs: object[] }).runs[0], passed: true }],
        },
      },
    ],
    ['another version', { ...sample, version: 2 }],
    [
      'a non-integer exit',
      {
        ...sample,
        verification: {
          kind: 'runs',
          runs: [
            { cmd: 'x', exit: 0.5, durationS: 0, tail: '', timedOut: false, truncated: false },
          ],
        },
      },
    ],
    [
      'an exit given as a string',
      {
        ...sample,
        verification: {
          kind: 'runs',
          runs: [
            { cmd: 'x', exit: '0', durationS: 0, tail: '', timedOut: false, truncated: false },
          ],
        },
      },
    ],
    ['an unknown verification kind', { ...sample, verification: { kind: 'pass' } }],
    ['a malformed head SHA', { ...sample, headSha: 'HEAD' }],
    ['a missing probe', { version: 1, verification: { kind: 'none' } }],
  ])('B8/T7: refuses a record with %s', (_label, value) => {
    const read = readRecordFile(JSON.stringify(value));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(/^record file invalid at /);
  });

  it('H3: never throws on garbage, and refuses oversized files', () => {
    for (const text of ['', 'null', '[]', '{', '"x"', '{"version":1}']) {
      expect(readRecordFile(text).ok).toBe(false);
    }
    expect(readRecordFile(undefined as unknown as string).ok).toBe(false);
    const huge = readRecordFile(' '.repeat(17 * 1024 * 1024));
    expect(huge).toEqual({ ok: false, error: expect.stringMatching(/too large/) });
  });
});

describe('recordMismatch', () => {
  const declared = { ok: true as const, commands: ['npm test', 'npm run e2e'] };

  it('accepts a record of exactly the declared commands on the evaluated head', () => {
    expect(
      recordMismatch(
        sample,
        declared,
        { start: 's', ready: 'r', suites: [], timeoutSeconds: 1 },
        sha,
      ),
    ).toBeNull();
  });

  it('B11: a record of other commands (e.g. a PR-defined list) is refused', () => {
    const other = { ok: true as const, commands: ['npm test'] };
    expect(recordMismatch(sample, other, null, sha)).toBe(
      'record commands differ from the declared verification-commands',
    );
  });

  it('a record for another commit is refused', () => {
    expect(recordMismatch(sample, declared, null, 'b'.repeat(40))).toMatch(
      /^record is for commit a+, not the evaluated head b+$/,
    );
    expect(recordMismatch({ ...sample, headSha: undefined }, declared, null, sha)).toMatch(
      /\(none\)/,
    );
  });

  it('probe results must match the declared recipe', () => {
    expect(recordMismatch(sample, declared, null, sha)).toBe(
      'record has a local-run result but no recipe is declared',
    );
    const ran: VerificationRecordFile = {
      ...sample,
      probe: {
        kind: 'ran',
        suites: [
          { cmd: 'curl x', exit: 0, durationS: 0, tail: '', timedOut: false, truncated: false },
        ],
        serviceLog: '',
      },
    };
    const recipe = {
      start: 's',
      ready: 'http://127.0.0.1:1/',
      suites: ['hurl a.hurl'],
      timeoutSeconds: 1,
    };
    expect(recordMismatch(ran, declared, recipe, sha)).toBe(
      'record suites differ from the declared local-run-recipe suites',
    );
    expect(recordMismatch({ ...sample, probe: null }, declared, recipe, sha)).toBe(
      'record has no local-run result for the declared recipe',
    );
  });

  it('declaration faults and empty declarations must be mirrored', () => {
    expect(recordMismatch({ ...sample, probe: null }, null, null, sha)).toBe(
      'record has verification results but none are declared',
    );
    expect(recordMismatch({ ...sample, probe: null }, { ok: false, fault: 'x' }, null, sha)).toBe(
      'record has verification results for an invalid declaration',
    );
    expect(
      recordMismatch(
        { version: 1, headSha: sha, verification: { kind: 'none' }, probe: null },
        declared,
        null,
        sha,
      ),
    ).toBe('record has no runs for the 2 declared command(s)');
  });
});
