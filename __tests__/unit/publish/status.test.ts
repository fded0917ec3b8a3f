// The run's commit status: pending, one final state, the crash path's `error` only when no final
// state was written, and a cancel that no verdict in flight may land after.
import { describe, expect, it } from 'vitest';
import type { GitHubClient } from '../../../src/github/client.js';
import { createStatusPublisher } from '../../../src/publish/status.js';
import type { StatusTarget } from '../../../src/publish/status.js';

interface Written {
  state: string;
  description: string;
  sha: string;
}

function recorder(fail = false): { target: StatusTarget; written: Written[] } {
  const written: Written[] = [];
  const octokit = {
    rest: {
      repos: {
        createCommitStatus: (input: Written) => {
          if (fail) return Promise.reject(new Error('HTTP 502'));
          written.push({ state: input.state, description: input.description, sha: input.sha });
          return Promise.resolve({ data: { id: written.length } });
        },
      },
    },
  } as unknown as GitHubClient;
  const pr = {
    owner: 'o',
    repo: 'r',
    number: 1,
    title: 't',
    headSha: 'c'.repeat(40),
    baseSha: 'd'.repeat(40),
    headRef: 'h',
    baseRef: 'main',
    author: null,
    htmlUrl: null,
  };
  return { target: { octokit, pr, context: 'done-gate', targetUrl: null }, written };
}

const redact = (text: string) => text.replaceAll('sk-secret', '[redacted]');

describe('createStatusPublisher', () => {
  it('writes nothing before it has a target', async () => {
    const status = createStatusPublisher(redact);
    await status.pending('reviewing');
    expect(await status.crashed('boom')).toBe(false);
    expect(status.current()).toBeNull();
  });

  it('writes to the evaluated head, redacted, and marks the verdict final', async () => {
    const { target, written } = recorder();
    const status = createStatusPublisher(redact);
    status.target(target);
    await status.pending('reviewing');
    await status.final('failure', 'BLOCKED — key sk-secret in the diff');
    expect(written).toEqual([
      { state: 'pending', description: 'reviewing', sha: target.pr.headSha },
      {
        state: 'failure',
        description: 'BLOCKED — key [redacted] in the diff',
        sha: target.pr.headSha,
      },
    ]);
    expect(status.isFinal()).toBe(true);
    // A crash after the verdict leaves it alone.
    expect(await status.crashed('late crash')).toBe(false);
    expect(written).toHaveLength(2);
  });

  it('a final write that fails leaves the crash path free to write error', async () => {
    const failing = recorder(true);
    const status = createStatusPublisher(redact);
    status.target(failing.target);
    await expect(status.final('success', 'PASS')).rejects.toThrow('HTTP 502');
    expect(status.isFinal()).toBe(false);
    const { target, written } = recorder();
    status.target(target);
    expect(await status.crashed('the pipeline crashed')).toBe(true);
    expect(written.map((w) => w.state)).toEqual(['error']);
  });

  it('cancel writes failure once, and no verdict lands after it', async () => {
    const { target, written } = recorder();
    const status = createStatusPublisher(redact);
    status.target(target);
    await status.cancel('cancelled');
    await status.final('success', 'PASS');
    await status.pending('again');
    expect(written.map((w) => w.state)).toEqual(['failure']);
    expect(status.isFinal()).toBe(true);
  });

  it('no verdict and no pending lands after the crash path wrote error', async () => {
    const { target, written } = recorder();
    const status = createStatusPublisher(redact);
    status.target(target);
    await status.pending('reviewing');
    expect(await status.crashed('the pipeline crashed')).toBe(true);
    await status.final('success', 'PASS');
    await status.pending('again');
    await status.cancel('cancelled');
    expect(written.map((w) => w.state)).toEqual(['pending', 'error']);
  });

  it('a crash while the verdict is in flight writes nothing; a cancel then lands last', async () => {
    const { target, written } = recorder();
    const status = createStatusPublisher(redact);
    status.target(target);
    const verdict = status.final('success', 'PASS');
    expect(await status.crashed('late crash')).toBe(false);
    await Promise.all([verdict, status.cancel('cancelled')]);
    expect(written.map((w) => w.state)).toEqual(['success', 'failure']);
  });

  it('cancel after a verdict writes nothing', async () => {
    const { target, written } = recorder();
    const status = createStatusPublisher(redact);
    status.target(target);
    await status.final('failure', 'BLOCKED');
    await status.cancel('cancelled');
    expect(written.map((w) => w.state)).toEqual(['failure']);
  });
});
