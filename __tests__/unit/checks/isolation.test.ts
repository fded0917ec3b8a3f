import { describe, expect, it } from 'vitest';
import { chooseMeans, PROBE_OVERRIDE_ENV } from '../../../src/checks/isolation.js';
import type { IsolationFacts } from '../../../src/checks/isolation.js';
import {
  ancestors,
  descendants,
  parseStat,
  parseStatusUids,
} from '../../../src/checks/processes.js';
import type { ProcessEntry } from '../../../src/checks/processes.js';

const linuxRoot: IsolationFacts = {
  platform: 'linux',
  uid: 0,
  override: undefined,
  tools: { useradd: true, userdel: true, sudo: false },
  sudoWorks: false,
};

describe('chooseMeans', () => {
  it('root on Linux with useradd/userdel: spawn as the sandbox uid directly', () => {
    expect(chooseMeans(linuxRoot)).toEqual({ ok: true, means: 'root' });
  });

  it('a non-root user with passwordless sudo (GitHub-hosted runners): sudo', () => {
    const facts = { ...linuxRoot, uid: 1001, tools: { ...linuxRoot.tools, sudo: true } };
    expect(chooseMeans({ ...facts, sudoWorks: true })).toEqual({ ok: true, means: 'sudo' });
    const noSudo = chooseMeans({ ...facts, sudoWorks: false });
    expect(noSudo).toEqual({
      ok: false,
      why: 'the job runs as a non-root user without passwordless sudo',
    });
  });

  it('a non-root user without sudo, another OS, or no useradd: no means', () => {
    expect(chooseMeans({ ...linuxRoot, uid: 1001 })).toMatchObject({
      ok: false,
      why: expect.stringContaining('sudo is not installed'),
    });
    expect(chooseMeans({ ...linuxRoot, platform: 'darwin' })).toMatchObject({
      ok: false,
      why: expect.stringContaining('needs Linux'),
    });
    expect(chooseMeans({ ...linuxRoot, platform: 'win32', uid: undefined })).toMatchObject({
      ok: false,
    });
    expect(
      chooseMeans({ ...linuxRoot, tools: { useradd: false, userdel: true, sudo: false } }),
    ).toMatchObject({ ok: false, why: expect.stringContaining('useradd/userdel') });
  });

  it(`${PROBE_OVERRIDE_ENV} can only take isolation away, never grant it`, () => {
    expect(chooseMeans({ ...linuxRoot, override: 'unavailable' })).toMatchObject({ ok: false });
    // Any other value is ignored: it neither grants a means nor changes the one found.
    for (const value of ['root', 'sudo', 'available', 'none', '']) {
      expect(chooseMeans({ ...linuxRoot, override: value })).toEqual({ ok: true, means: 'root' });
      expect(chooseMeans({ ...linuxRoot, uid: 1001, override: value })).toMatchObject({
        ok: false,
      });
    }
  });
});

describe('/proc parsing', () => {
  it('reads state, ppid, pgid and sid after a command name that contains ") "', () => {
    const text = '4242 (evil) 1 2 3) S 17 4242 4242 0 -1 4194560 107 0 0 0';
    expect(parseStat(text)).toEqual({ state: 'S', ppid: 17, pgid: 4242, sid: 4242 });
    expect(parseStat('garbage')).toBeNull();
    expect(parseStat('1 (x) S a b c')).toBeNull();
  });

  it('reads the four uids of the Uid: line', () => {
    const status =
      'Name:\tsleep\nState:\tS (sleeping)\nUid:\t999\t999\t999\t999\nGid:\t995\t995\t995\t995\n';
    expect(parseStatusUids(status)).toEqual([999, 999, 999, 999]);
    expect(parseStatusUids('Name:\tx\n')).toBeNull();
    expect(parseStatusUids('Uid:\t1\t2\n')).toBeNull();
  });

  const p = (pid: number, ppid: number): ProcessEntry => ({
    pid,
    ppid,
    pgid: pid,
    sid: pid,
    uids: [0, 0, 0, 0],
    state: 'S',
  });

  it('descendants follow parent links (a reparented daemon is not one of them)', () => {
    const table = [p(1, 0), p(10, 1), p(11, 10), p(12, 11), p(13, 1), p(14, 12)];
    expect(
      descendants(table, 10)
        .map((e) => e.pid)
        .sort(),
    ).toEqual([10, 11, 12, 14]);
    expect(descendants(table, 99)).toEqual([]);
  });

  it('ancestors stop at pid 0 and at a cycle', () => {
    expect(ancestors([p(1, 0), p(10, 1), p(11, 10)], 11)).toEqual([10, 1]);
    expect(ancestors([p(5, 6), p(6, 5)], 5)).toEqual([6, 5]);
  });
});
