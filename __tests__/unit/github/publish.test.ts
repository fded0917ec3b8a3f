import fc from 'fast-check';
import { stripInvisible } from '../../../src/trust/invisible.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  STATUS_DESCRIPTION_MAX,
  annotate,
  fitStatusDescription,
  setCommitStatus,
} from '../../../src/github/publish.js';
import type { AnnotatableFinding, AnnotationSink } from '../../../src/github/publish.js';
import { startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { OWNER, REPO, fastClient, isWellFormed, sha } from './helpers.js';

const HEAD = sha('evaluated');
const statusPath = `/repos/${OWNER}/${REPO}/statuses/${HEAD}`;

describe('fitStatusDescription', () => {
  it('is plain text: hidden characters go, markup stays as written', () => {
    expect(fitStatusDescription('BLOCKED \u200b— `#5` by @alice\u202e')).toBe(
      'BLOCKED — `#5` by @alice',
    );
  });

  it('keeps a short description and flattens whitespace', () => {
    expect(fitStatusDescription('  BLOCKED:\n coverage  < 100% ')).toBe('BLOCKED: coverage < 100%');
  });

  it('cuts a long one to 140 with an ellipsis', () => {
    const out = fitStatusDescription('x'.repeat(300));
    expect(out).toHaveLength(140);
    expect(out.endsWith('…')).toBe(true);
  });

  it('never exceeds 140 UTF-16 units nor splits a code point', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const out = fitStatusDescription(text);
        // Hidden characters go first; what is left is flattened, then cut.
        const visible = stripInvisible(text);
        expect(out.length).toBeLessThanOrEqual(STATUS_DESCRIPTION_MAX);
        expect(isWellFormed(out)).toBe(isWellFormed(visible));
        if (visible.replace(/\s+/g, ' ').trim().length <= STATUS_DESCRIPTION_MAX) {
          expect(out).toBe(visible.replace(/\s+/g, ' ').trim());
        } else {
          expect(out.endsWith('…')).toBe(true);
        }
      }),
    );
  });
});

describe('setCommitStatus against the emulator', () => {
  let gh: GitHubEmulator;
  beforeEach(async () => {
    gh = await startGitHubEmulator();
  });
  afterEach(async () => {
    await gh.close();
  });

  it('the emulator refuses 141 characters, as GitHub does', async () => {
    await expect(
      fastClient(gh).rest.repos.createCommitStatus({
        owner: OWNER,
        repo: REPO,
        sha: HEAD,
        state: 'failure',
        context: 'done-gate',
        description: 'y'.repeat(141),
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('posts on the evaluated SHA with the description fitted to 140 (astral characters)', async () => {
    const description = `BLOCKED: ${'🚧'.repeat(100)}`;
    await setCommitStatus(fastClient(gh), {
      owner: OWNER,
      repo: REPO,
      sha: HEAD,
      state: 'failure',
      context: 'done-gate',
      description,
      targetUrl: 'https://github.com/acme/widgets/actions/runs/1',
    });
    const [status] = gh.state.statusesFor(OWNER, REPO, HEAD);
    expect(status?.state).toBe('failure');
    expect(status?.context).toBe('done-gate');
    expect(status?.targetUrl).toBe('https://github.com/acme/widgets/actions/runs/1');
    expect(status?.description?.length).toBeLessThanOrEqual(140);
    expect(isWellFormed(status?.description ?? '')).toBe(true);
    expect(status?.description?.endsWith('🚧…')).toBe(true);
  });

  it('5xx twice, then success: retried, one status recorded', async () => {
    gh.faults.error({ method: 'POST', path: statusPath }, { status: 502, times: 2 });
    await setCommitStatus(fastClient(gh), {
      owner: OWNER,
      repo: REPO,
      sha: HEAD,
      state: 'pending',
      context: 'done-gate',
      description: 'Review in progress',
    });
    expect(gh.requestsTo('POST', statusPath).map((r) => r.status)).toEqual([502, 502, 201]);
    expect(gh.state.latestStatus(OWNER, REPO, HEAD, 'done-gate')?.state).toBe('pending');
  });

  it('a status API that never succeeds throws (and nothing is recorded)', async () => {
    gh.faults.error({ method: 'POST', path: statusPath }, { status: 500, times: 100 });
    await expect(
      setCommitStatus(fastClient(gh), {
        owner: OWNER,
        repo: REPO,
        sha: HEAD,
        state: 'success',
        context: 'done-gate',
        description: 'PASS',
      }),
    ).rejects.toMatchObject({ status: 500 });
    expect(gh.requestsTo('POST', statusPath)).toHaveLength(4);
    expect(gh.state.statusesFor(OWNER, REPO, HEAD)).toHaveLength(0);
  });

  it('403 (read-only fork token) is not retried', async () => {
    gh.faults.error(
      { method: 'POST', path: statusPath },
      { status: 403, body: { message: 'Resource not accessible by integration' } },
    );
    await expect(
      setCommitStatus(fastClient(gh), {
        owner: OWNER,
        repo: REPO,
        sha: HEAD,
        state: 'failure',
        context: 'done-gate',
        description: 'BLOCKED',
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect(gh.requestsTo('POST', statusPath)).toHaveLength(1);
  });
});

describe('annotate', () => {
  function recorder() {
    const calls: Array<{ level: string; message: string; properties: unknown }> = [];
    const sink: AnnotationSink = {
      error: (message, properties) => calls.push({ level: 'error', message, properties }),
      warning: (message, properties) => calls.push({ level: 'warning', message, properties }),
    };
    return { calls, sink };
  }

  const finding = (
    i: number,
    blocking: boolean,
    file: string | null = `src/f${i}.ts`,
  ): AnnotatableFinding => ({
    file,
    line: i === 0 ? null : i,
    title: `Finding ${i}`,
    message: `Problem ${i}`,
    blocking,
  });

  it('blocking → error, other → warning, with file and line; unlocated findings skipped', () => {
    const { calls, sink } = recorder();
    const counts = annotate(
      [finding(3, true), finding(4, false), finding(5, true, null), finding(0, false)],
      sink,
    );
    expect(calls).toEqual([
      {
        level: 'error',
        message: 'Problem 3',
        properties: { title: 'Finding 3', file: 'src/f3.ts', startLine: 3 },
      },
      {
        level: 'warning',
        message: 'Problem 4',
        properties: { title: 'Finding 4', file: 'src/f4.ts', startLine: 4 },
      },
      {
        level: 'warning',
        message: 'Problem 0',
        properties: { title: 'Finding 0', file: 'src/f0.ts' },
      },
    ]);
    expect(counts).toEqual({ errors: 1, warnings: 2, omitted: 0 });
  });

  it('caps each type at 10 (what GitHub shows per step) and counts the rest', () => {
    const { calls, sink } = recorder();
    const findings = [
      ...Array.from({ length: 13 }, (_, i) => finding(i + 1, true)),
      ...Array.from({ length: 12 }, (_, i) => finding(i + 1, false)),
    ];
    const counts = annotate(findings, sink);
    expect(calls.filter((c) => c.level === 'error')).toHaveLength(10);
    expect(calls.filter((c) => c.level === 'warning')).toHaveLength(10);
    expect(counts).toEqual({ errors: 10, warnings: 10, omitted: 5 });
  });
});
