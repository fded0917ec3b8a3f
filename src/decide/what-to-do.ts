// The report's "What to do" section (pure): every blocker in full, for the person or agent who
// must act (#25). Each blocker is one bullet, its recorded text first (so the list is the
// decision's own blocker list, nothing dropped), followed by what it takes to act on it: a
// finding's file:line linked to the judged head with its claim and fix, an unmet criterion with
// the reviewer's reason, a red test with its message, an attention item with how a maintainer
// accepts it, a fault with how to re-run. Every foreign text goes through trust/markdown.ts.
import { HUMAN_ATTENTION_BLOCKER } from './decision.js';
import type { Decision, DecisionInput } from './decision.js';
import type { TestEvidenceView } from './test-evidence-view.js';
import type { FileCoverage } from '../evidence/types.js';
import { inertLine, inlineCode } from '../trust/markdown.js';
import { asText } from '../plain-text.js';
import { LANE_ORDER } from '../review/gauntlet/types.js';
import { laneOf } from '../review/gauntlet/lanes/registry.js';
import type { LocatedFinding } from '../review/gauntlet/lane-types.js';
import type { LaneName, LaneOutcome } from '../review/gauntlet/types.js';

const LINE_MAX = 2000;
/** Items listed under one blocker; the rest are counted (every one is in the collapsed parts). */
const ITEMS_SHOWN = 10;

export const APPROVE_INSTRUCTION = 'a maintainer can accept it with `/done-gate approve <reason>`';

export interface WhatToDoLinks {
  /** `https://<host>/<owner>/<repo>`, when known. */
  repositoryUrl: string | null;
  /** This run's page, when known. */
  runUrl: string | null;
  headSha: string | null;
}

/** `https://host/owner/repo` from a pull request's web URL, or null when it has another shape. */
export function repositoryUrlOf(pullUrl: unknown): string | null {
  if (typeof pullUrl !== 'string' || pullUrl.length > 500) return null;
  const m = /^(https?:\/\/[A-Za-z0-9.:-]+\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)\/pull\/\d+$/.exec(
    pullUrl,
  );
  return m?.[1] ?? null;
}

/** A safe link destination: http(s), no space, quote, angle bracket or parenthesis. */
function safeUrl(url: unknown): string | null {
  return typeof url === 'string' && /^https?:\/\/[^\s"'<>()\\]{1,800}$/.test(url) ? url : null;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/** Each path segment percent-encoded (and the parentheses, which end a link destination). */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/\(/g, '%28').replace(/\)/g, '%29'))
    .join('/');
}

/** `file:line` as an inline code span, linked to the file at the judged head when it can be. */
export function locationLink(
  file: string,
  line: number | null | undefined,
  links: WhatToDoLinks,
): string {
  const hasLine = typeof line === 'number' && Number.isInteger(line) && line > 0;
  const label = inlineCode(hasLine ? `${file}:${line}` : file, 300);
  const repo = safeUrl(links.repositoryUrl);
  if (repo === null || typeof links.headSha !== 'string' || !SHA.test(links.headSha)) return label;
  const url = `${repo}/blob/${links.headSha}/${encodePath(file)}${hasLine ? `#L${line}` : ''}`;
  return url.length > 1500 ? label : `[${label}](${url})`;
}

/** The re-run instruction for a fault, with the run's page when it is known. */
export function rerunLine(runUrl: string | null): string {
  const url = safeUrl(runUrl);
  return url === null
    ? 'Re-run the job once the cause is fixed; a fault is never a verdict on the change.'
    : `Re-run the job ([this run](${url})) once the cause is fixed; a fault is never a verdict on the change.`;
}

function isFault(blocker: string): boolean {
  return /PIPELINE-FAULT|review incomplete|faulted|never produced a verdict|crashed|error: |could not be /.test(
    blocker,
  );
}

/** The lane a blocker belongs to, from its `<lane>: ` prefix. */
function laneOfBlocker(blocker: string): LaneName | null {
  return LANE_ORDER.find((lane) => blocker.startsWith(`${lane}: `)) ?? null;
}

/** A located finding in full: where (linked), what, why and the fix. */
function findingLines(f: LocatedFinding, links: WhatToDoLinks): string[] {
  const where = locationLink(asText(f.file), f.line, links);
  const lines = [`  - ${where} **${inertLine(f.title, 300)}** (${inertLine(f.severity, 30)})`];
  const detail = inertLine(f.detail, LINE_MAX);
  if (detail !== '') lines.push(`    ${detail}`);
  const fix = inertLine(f.fix, LINE_MAX);
  if (fix !== '') lines.push(`    Fix: ${fix}`);
  // A hard break between the claim and the fix: GFM would join them into one line.
  if (lines.length === 3) lines[1] = `${lines[1]}<br>`;
  return lines;
}

function capped(items: string[][], what: string): string[] {
  const lines = items.slice(0, ITEMS_SHOWN).flat();
  if (items.length > ITEMS_SHOWN) {
    lines.push(
      `  - … and ${items.length - ITEMS_SHOWN} more ${what} (in the lane reports below; every one blocks)`,
    );
  }
  return lines;
}

/** What a lane's blocker needs beside its text: its findings or complaints in full. */
function laneDetail(
  lane: LaneName,
  outcome: LaneOutcome | undefined,
  links: WhatToDoLinks,
): string[] {
  if (outcome === undefined) return [];
  const { complaints } = laneOf(lane);
  if (complaints !== undefined) {
    const report = typeof outcome.report === 'string' ? outcome.report : '';
    const items = complaints(report).map((c) => [`  - ${inertLine(c, LINE_MAX)}`]);
    return capped(items, 'complaint(s)');
  }
  const findings = (Array.isArray(outcome.findings) ? outcome.findings : []).filter(
    (f) => typeof f === 'object' && f !== null && f.blocking === true,
  );
  return capped(
    findings.map((f) => findingLines(f, links)),
    'blocking finding(s)',
  );
}

/** The gate's issues and questions in full. */
function gateDetail(gate: DecisionInput['gate'] | undefined): string[] {
  if (gate === null || gate === undefined || typeof gate !== 'object') return [];
  const issues = Array.isArray(gate.issues) ? gate.issues : [];
  const questions = Array.isArray(gate.questions) ? gate.questions : [];
  return [
    ...capped(
      issues.map((i) => [`  - ${inertLine(i, LINE_MAX)}`]),
      'issue(s)',
    ),
    ...capped(
      questions.map((q) => [`  - question: ${inertLine(q, LINE_MAX)}`]),
      'question(s)',
    ),
  ];
}

/** The failing tests of the source a `tests failing: <name> (…)` blocker names. */
function testDetail(blocker: string, tests: TestEvidenceView | undefined): string[] {
  const sources = Array.isArray(tests?.sources) ? tests.sources : [];
  const source = sources.find(
    (s) =>
      typeof s?.name === 'string' &&
      blocker.startsWith(`tests failing: ${s.name.replace(/\s+/g, ' ').trim()} (`),
  );
  const failures = Array.isArray(source?.failures) ? source.failures : [];
  return capped(
    failures.map((f) => [
      `  - ${f?.kind === 'error' ? 'errored' : 'failed'}: ${inlineCode(
        inertLine(asText(f?.name), 300),
        300,
      )} — ${inertLine(asText(f?.message), 600) || '(no message)'}`,
    ]),
    'failing test(s)',
  );
}

/** The files no reviewer saw, each with why, for a `diff incomplete: …` (coverage) blocker. */
function coverageDetail(coverage: unknown): string[] {
  const files = (Array.isArray(coverage) ? (coverage as FileCoverage[]) : []).filter(
    (f) => typeof f === 'object' && f !== null && f.state !== 'reviewed',
  );
  return capped(
    files.map((f) => [
      `  - ${inlineCode(asText(f.path), 300)} — ${f.state === 'excluded' ? 'excluded' : 'not reviewable'}: ${
        inertLine(f.reason ?? 'no reason recorded', 300) || 'no reason recorded'
      }`,
    ]),
    'file(s)',
  );
}

export interface WhatToDoInput {
  decision: Decision;
  /** Per-file coverage: a coverage blocker names the files no reviewer saw. */
  coverage?: unknown;
  input: DecisionInput | undefined;
  outcomes: Map<LaneName, LaneOutcome>;
  tests: TestEvidenceView | undefined;
  links: WhatToDoLinks;
}

/**
 * The section's bullets, one per blocker in the decision's order: lane and gate blockers carry
 * their items in full (once per lane), a test blocker its failing tests, and the human-attention
 * items close the list with how a maintainer accepts them. A run with any fault ends with the
 * re-run instruction, once.
 */
export function whatToDo({
  decision,
  input,
  outcomes,
  tests,
  links,
  coverage,
}: WhatToDoInput): string[] {
  const blockers = Array.isArray(decision.blockers) ? decision.blockers.map(asText) : [];
  const lines: string[] = [];
  const detailed = new Set<string>();
  const attention: string[] = [];
  let faulted = Array.isArray(decision.incomplete) && decision.incomplete.length > 0;
  for (const blocker of blockers) {
    if (blocker.startsWith(HUMAN_ATTENTION_BLOCKER)) {
      attention.push(blocker.slice(HUMAN_ATTENTION_BLOCKER.length));
      continue;
    }
    lines.push(`- ${inertLine(blocker, LINE_MAX)}`);
    if (isFault(blocker)) {
      faulted = true;
      continue;
    }
    const lane = laneOfBlocker(blocker);
    if (lane !== null && !detailed.has(lane)) {
      detailed.add(lane);
      lines.push(...laneDetail(lane, outcomes.get(lane), links));
    } else if (blocker.startsWith('gate: ') && !detailed.has('gate')) {
      detailed.add('gate');
      lines.push(...gateDetail(input?.gate));
    } else if (blocker.startsWith('tests failing: ')) {
      lines.push(...testDetail(blocker, tests));
    } else if (/^(diff incomplete|coverage): /.test(blocker) && !detailed.has('coverage')) {
      detailed.add('coverage');
      lines.push(...coverageDetail(coverage));
    }
  }
  if (attention.length > 0) {
    lines.push(
      decision.onlyHumanAttention
        ? '- **Waiting for a person**: the review itself passed, and each item below blocks until ' +
            `a person has looked at it; ${APPROVE_INSTRUCTION}.`
        : '- **A person must also look** at each item below; once the other blockers are fixed, ' +
            `${APPROVE_INSTRUCTION}.`,
    );
    for (const item of attention.slice(0, ITEMS_SHOWN * 2)) {
      lines.push(`  - ${inertLine(item, LINE_MAX)}`);
    }
    if (attention.length > ITEMS_SHOWN * 2) {
      lines.push(`  - … and ${attention.length - ITEMS_SHOWN * 2} more item(s), each blocking`);
    }
  }
  if (faulted) lines.push('', rerunLine(links.runUrl));
  return lines;
}
