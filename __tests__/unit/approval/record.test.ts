import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRecord, renderRecord, reportOf, withRecord } from '../../../src/approval/record.js';
import type { JudgedRecord } from '../../../src/approval/record.js';
import {
  auditSection,
  staleRecordReason,
  statusDescriptionFor,
} from '../../../src/approval/apply.js';

const MARKER = '<!-- done-gate:report:done-gate -->';
const HEAD = 'a'.repeat(40);
const RECORD: JudgedRecord = {
  v: 1,
  context: 'done-gate',
  head: HEAD,
  verdict: 'BLOCKED',
  onlyHumanAttention: true,
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
      { ...RECORD, v: 2 },
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
    };
    const section = auditSection(decision);
    expect(section).toContain('**Overridden** by `@mona`');
    expect(section).toContain('2026-11-30T00:00:00Z');
    expect(section).toContain(`\`${HEAD}\``);
    expect(section).not.toMatch(/(^|\s)@everyone|<img|(^|\s)#12/);
    expect(statusDescriptionFor(decision)).toBe(
      `OVERRIDDEN by @mona on ${HEAD.slice(0, 7)}: flaky @everyone <img src=x> see #12`,
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
