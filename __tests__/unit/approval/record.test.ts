import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRecord, renderRecord, reportOf, withRecord } from '../../../src/approval/record.js';
import type { JudgedRecord } from '../../../src/approval/record.js';
import {
  auditSection,
  commandTimeReason,
  laterTime,
  staleRecordReason,
  statusDescriptionFor,
} from '../../../src/approval/apply.js';
import { propertyRuns } from '../../knobs.js';

const MARKER = '<!-- done-gate:report:done-gate -->';
const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);
const RECORD: JudgedRecord = {
  v: 2,
  context: 'done-gate',
  head: HEAD,
  baseRef: 'main',
  baseSha: BASE,
  specDigest: 'c'.repeat(64),
  reportedAt: '2026-11-30T10:00:00.250Z',
  verdict: 'BLOCKED',
  onlyHumanAttention: true,
};
const DECISION_BINDING = {
  commandId: 7001,
  source: 'comment' as const,
  baseSha: BASE,
  recordedAt: '2026-11-30T10:06:00.000Z',
};

describe('the judgement record', () => {
  it('round-trips at its exact place: the line before the closing marker', () => {
    const body = withRecord(`GAUNTLET: BLOCKED\n\nreport\n\n${MARKER}`, MARKER, RECORD);
    expect(body.endsWith(`\n\n${renderRecord(RECORD)}\n${MARKER}`)).toBe(true);
    expect(readRecord(body, MARKER)).toEqual(RECORD);
    expect(reportOf(body, MARKER)).toBe('GAUNTLET: BLOCKED\n\nreport');
  });

  it('is not read anywhere else, nor from a body without one', () => {
    const line = renderRecord(RECORD);
    expect(readRecord(`GAUNTLET: BLOCKED\n\n${MARKER}`, MARKER)).toBeNull();
    expect(readRecord(`${line}\nGAUNTLET: BLOCKED\n\n${MARKER}`, MARKER)).toBeNull();
    expect(readRecord(`GAUNTLET: BLOCKED\n${line}`, MARKER)).toBeNull();
    expect(readRecord(`GAUNTLET: BLOCKED\n${line}\n${MARKER}\nmore`, MARKER)).toBeNull();
    expect(readRecord(`GAUNTLET: BLOCKED\n> ${line}\n${MARKER}`, MARKER)).toBeNull();
  });

  it('refuses a record that does not parse in full (fail closed)', () => {
    const encode = (value: unknown) =>
      `<!-- done-gate:judged:${Buffer.from(JSON.stringify(value)).toString('base64url')} -->`;
    for (const bad of [
      { ...RECORD, v: 1 },
      { ...RECORD, baseSha: 'main' },
      { ...RECORD, specDigest: 'short' },
      { ...RECORD, reportedAt: '' },
      (({ baseRef: _b, ...rest }) => rest)(RECORD),
      (({ reportedAt: _r, ...rest }) => rest)(RECORD),
      { ...RECORD, head: 'HEAD' },
      { ...RECORD, verdict: 'pass' },
      { ...RECORD, onlyHumanAttention: 'yes' },
      { ...RECORD, extra: true },
      { ...RECORD, decision: { verb: 'merge', by: 'x', at: 'now', sha: HEAD, reason: '' } },
    ]) {
      expect(readRecord(`r\n\n${encode(bad)}\n${MARKER}`, MARKER), JSON.stringify(bad)).toBeNull();
    }
    expect(readRecord(`r\n\n<!-- done-gate:judged:%%% -->\n${MARKER}`, MARKER)).toBeNull();
    expect(readRecord(`r\n\n<!-- done-gate:judged:bm90IGpzb24 -->\n${MARKER}`, MARKER)).toBeNull();
  });

  it('any report text keeps the record readable and the report intact (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.boolean(), (report, only) => {
        const record = { ...RECORD, onlyHumanAttention: only };
        const body = withRecord(`${report}\n\n${MARKER}`, MARKER, record);
        expect(readRecord(body, MARKER)).toEqual(record);
      }),
    );
  });

  it('a second decision replaces the record, keeping one record line', () => {
    const first = withRecord(`report\n\n${MARKER}`, MARKER, RECORD);
    const decision = {
      verb: 'approve' as const,
      by: 'mona',
      at: '2026-11-30T00:00:00Z',
      sha: HEAD,
      reason: '',
      ...DECISION_BINDING,
    };
    const second = withRecord(`${reportOf(first, MARKER)}\n\n${auditSection(decision)}`, MARKER, {
      ...RECORD,
      decision,
    });
    expect(second.match(/done-gate:judged:/g)).toHaveLength(1);
    expect(readRecord(second, MARKER)?.decision).toEqual(decision);
  });
});

describe('the audit line and status description', () => {
  it('name who, when, which SHA and why; the reason is made inert', () => {
    const decision = {
      verb: 'override' as const,
      by: 'mona',
      at: '2026-11-30T00:00:00Z',
      sha: HEAD,
      reason: 'flaky @everyone <img src=x> see #12',
      ...DECISION_BINDING,
    };
    const section = auditSection(decision);
    expect(section).toContain('from comment 7001');
    expect(section).toContain(`against base \`${BASE}\``);
    expect(section).toContain('2026-11-30T10:06:00.000Z');
    expect(section).toContain('**Overridden** by `@mona`');
    expect(section).toContain('2026-11-30T00:00:00Z');
    expect(section).toContain(`\`${HEAD}\``);
    expect(section).not.toMatch(/(^|\s)@everyone|<img|(^|\s)#12/);
    expect(statusDescriptionFor(decision)).toBe(
      `OVERRIDDEN by @mona on ${HEAD.slice(0, 7)}: flaky @everyone <img src=x> see #12`,
    );
  });
});

describe('commandTimeReason: a command answers only the report written before it', () => {
  it('accepts a command written in the same second as the report or later', () => {
    expect(commandTimeReason('2026-11-30T10:00:00Z', RECORD.reportedAt, HEAD)).toBeNull();
    expect(commandTimeReason('2026-11-30T10:00:07Z', RECORD.reportedAt, HEAD)).toBeNull();
  });

  it('refuses a command older than the report, naming both times and the head', () => {
    const why = commandTimeReason('2026-11-30T09:59:59Z', RECORD.reportedAt, HEAD);
    expect(why).toMatch(/written at 2026-11-30T09:59:59Z, before the report of head aaaaaaa/);
    expect(why).toMatch(/answers an earlier report/);
  });

  it('refuses a time that does not parse (fail closed)', () => {
    expect(commandTimeReason('yesterday', RECORD.reportedAt, HEAD)).toMatch(/no readable time/);
    expect(commandTimeReason('2026-11-30T10:00:00Z', 'soon', HEAD)).toMatch(/no readable time/);
  });

  it('accepts exactly the commands at or after the report’s whole second (property)', () => {
    const reported = Date.parse('2026-11-30T10:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: 0, max: 999 }),
        (offsetMs, reportMs) => {
          const reportedAt = new Date(reported + reportMs).toISOString();
          const writtenAt = new Date(reported + offsetMs).toISOString();
          const why = commandTimeReason(writtenAt, reportedAt, HEAD);
          expect(why === null).toBe(offsetMs >= 0);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});

describe('staleRecordReason: the record must be the last review’s', () => {
  const own = (state: string, createdAt: string) => ({ state, createdAt, own: true });
  it('accepts a comment written after the latest run started, which ended in our failure', () => {
    const statuses = [
      own('failure', '2026-11-30T10:05:00Z'),
      own('pending', '2026-11-30T10:00:00Z'),
    ];
    expect(staleRecordReason(statuses, '2026-11-30T10:04:00Z', 'done-gate')).toBeNull();
    expect(staleRecordReason(statuses, '2026-11-30T10:00:00Z', 'done-gate')).toBeNull();
  });

  it('refuses a comment older than the latest run, a non-failure, a foreign status, no pending', () => {
    const later = [
      own('failure', '2026-11-30T11:05:00Z'),
      own('pending', '2026-11-30T11:00:00Z'),
      own('failure', '2026-11-30T10:05:00Z'),
      own('pending', '2026-11-30T10:00:00Z'),
    ];
    expect(staleRecordReason(later, '2026-11-30T10:04:00Z', 'done-gate')).toMatch(/last review/);
    expect(staleRecordReason([own('success', 'x')], '2026-11-30T10:04:00Z', 'done-gate')).toMatch(
      /not done-gate's own failure/,
    );
    expect(
      staleRecordReason(
        [{ state: 'failure', createdAt: '2026-11-30T10:05:00Z', own: false }],
        '2026-11-30T10:06:00Z',
        'done-gate',
      ),
    ).toMatch(/not done-gate's own failure/);
    expect(
      staleRecordReason(
        [own('failure', '2026-11-30T10:05:00Z')],
        '2026-11-30T10:06:00Z',
        'done-gate',
      ),
    ).toMatch(/last review/);
    expect(staleRecordReason([], 'now', 'done-gate')).not.toBeNull();
    expect(staleRecordReason(later.slice(0, 2), 'not a date', 'done-gate')).not.toBeNull();
  });
});

describe('laterTime: the report time by the later of the runner’s and GitHub’s clocks', () => {
  it('takes the later time, whichever clock it came from', () => {
    expect(laterTime('2026-11-30T10:00:00.250Z', '2026-11-30T10:01:30Z')).toBe(
      '2026-11-30T10:01:30Z',
    );
    expect(laterTime('2026-11-30T10:01:30.250Z', '2026-11-30T10:00:00Z')).toBe(
      '2026-11-30T10:01:30.250Z',
    );
  });

  it('a time that does not parse wins, so the command check fails closed', () => {
    expect(
      commandTimeReason('2026-11-30T10:05:00Z', laterTime('soon', '2026-11-30T10:00:00Z'), HEAD),
    ).toMatch(/no readable time/);
    expect(
      commandTimeReason('2026-11-30T10:05:00Z', laterTime('2026-11-30T10:00:00Z', ''), HEAD),
    ).toMatch(/no readable time/);
  });
});
