// The markdown report (pure): line 1 is the FINAL decision (`GAUNTLET: PASS|BLOCKED`), line 2 the
// incomplete names when any, then the lane table and the sections a reader needs to act. Every
// text that is not our own wording is flattened and escaped before it lands in markdown, and the
// renderer never throws: a crash inside renders the failure report instead.
// Over 400 lines: the one renderer of the comment; each section is a small function, kept together
// so the section order and the first-line invariant read in one place.
import { readsSection } from './reads-section.js';
import type { FileCoverage, SpecSource } from '../evidence/types.js';
import type { Usage } from '../models/types.js';
import { inertLine, inlineCode, tableCell } from '../trust/markdown.js';
import { neutralizeModelText } from '../trust/output.js';
import type { Decision, DecisionInput } from './decision.js';
import { asText, describeError } from '../plain-text.js';
import { LANE_ORDER } from '../review/gauntlet/types.js';
import { laneOf } from '../review/gauntlet/lanes/registry.js';
import type { LaneName, LaneOutcome, LaneRow } from '../review/gauntlet/types.js';
import { attemptsOf, outcomeMap } from './lane-verdicts.js';
import { missingReport } from '../review/gauntlet/replies.js';

export interface ReportContext {
  /** The head SHA the decision judged. */
  headSha: string;
  /** True when the lanes were offered read-only repository tools (`repository-context: read`). */
  repositoryOffered?: boolean;
  statusContext: string;
  coverage: FileCoverage[];
  specSources: Array<
    Pick<SpecSource, 'kind' | 'ref' | 'author' | 'association'> & {
      /** Whether the base repository trusts the author (absent: not judged). */
      trusted?: boolean;
      trustBasis?: string;
      /** Left out of what the reviewers saw (`require-trusted-spec`). */
      excluded?: boolean;
    }
  >;
  implementer: { model: string | null; sessionId: string | null; detectedFrom: string | null };
  /** Total usage of the run: the gate, `parse`, `select` and every lane. */
  usage: Usage;
  /** Overrides the selection's own reasons (e.g. when selection was assembled in stages). */
  selectionReasons?: string[];
  rigor?: string;
  securityPosture?: string;
  /** The test evidence read: each source, its totals, failing tests, notes and what was not read. */
  testEvidence?: TestEvidenceView;
}

export interface TestEvidenceView {
  sources: Array<{
    name: string;
    format: string;
    totals?: { tests: number; failures: number; errors: number; skipped: number };
    declared?: { tests: number; failures: number; errors: number; skipped: number };
    failures: Array<{ name: string; message: string; kind?: 'failure' | 'error' }>;
    notes: string[];
    problems: string[];
    /** Logs: lines scanned and the runner summary lines found. */
    logLines?: number;
    summaries?: string[];
  }>;
  /** Configured sources that were absent, empty or without tests, with why. */
  missing: string[];
  /** What proved the run green (test-floor.ts `greenProof`); empty or absent: nothing did. */
  proof?: string[];
}

const RETRY_NOTES_SHOWN = 8;
const REVIEWED_FILES_INLINE = 10;
const REVIEWED_FILES_LISTED = 300;
const LINE_MAX = 2000;

export function renderReport(
  decision: Decision,
  input: DecisionInput,
  context: ReportContext,
): string {
  try {
    return render(decision, input, context);
  } catch (error) {
    let head: string | undefined;
    try {
      head = typeof context?.headSha === 'string' ? context.headSha : undefined;
    } catch {
      head = undefined;
    }
    return renderFailureReport(`report rendering error: ${describeError(error)}`, head);
  }
}

/** The report of a pipeline crash: BLOCKED, `pipeline` incomplete, the reason named. */
export function renderFailureReport(reason: string, headSha?: string): string {
  let why: string;
  try {
    why = inertLine(reason, LINE_MAX) || 'no reason recorded';
  } catch {
    why = 'no reason recorded';
  }
  let head: string;
  try {
    head = headLine(headSha, undefined);
  } catch {
    head = 'Judged head: unknown.';
  }
  return [
    'GAUNTLET: BLOCKED',
    'GAUNTLET_REVIEW_INCOMPLETE: pipeline',
    '',
    head,
    '',
    '## Blockers',
    `- pipeline: PIPELINE-FAULT — the pipeline crashed: ${why} — treat as a failed gate, not a pass.`,
    '',
    '## Review incomplete',
    '- pipeline: the run did not complete; no verdict was reached',
    '',
  ].join('\n');
}

function render(decision: Decision, input: DecisionInput, context: ReportContext): string {
  const blockers = strings(decision.blockers);
  const incomplete = strings(decision.incomplete).map((n) => inertLine(n, 60));
  // A report never says PASS beside a blocker or an incomplete review, whatever it was handed.
  const pass = decision.verdict === 'PASS' && blockers.length === 0 && incomplete.length === 0;
  const run = input?.gauntlet;
  const outcomes = outcomeMap(run?.outcomes);

  const out: string[] = [`GAUNTLET: ${pass ? 'PASS' : 'BLOCKED'}`];
  if (incomplete.length > 0) out.push(`GAUNTLET_REVIEW_INCOMPLETE: ${incomplete.join(', ')}`);
  out.push('', headLine(context?.headSha, context));

  out.push('', ...laneTable(decision.rows));

  const reasons = strings(context?.selectionReasons ?? run?.selection?.reasons);
  section(out, 'Lane selection', reasons.length > 0 ? bullets(reasons) : ['(none recorded)']);

  const notes = strings(run?.retryNotes);
  if (notes.length > 0) {
    const shown = bullets(notes.slice(0, RETRY_NOTES_SHOWN));
    if (notes.length > RETRY_NOTES_SHOWN) {
      shown.push(`- … ${notes.length - RETRY_NOTES_SHOWN} more note(s)`);
    }
    section(out, 'Pipeline notes', shown);
  }
  if (blockers.length > 0) section(out, 'Blockers', bullets(blockers));
  const attention = strings(decision.attention);
  if (attention.length > 0) {
    section(out, 'Human attention required', [
      ...bullets(attention),
      '',
      attentionModeLine(decision),
    ]);
  }

  for (const quote of [...strings(run?.pipelineErrors), ...strings(input?.notes)]) {
    out.push('', `> ${inertLine(quote, LINE_MAX)}`);
  }

  if (incomplete.length > 0) {
    section(out, 'Review incomplete', incompleteLines(incomplete, outcomes, blockers, input?.gate));
  }

  section(out, 'Fresh-context review', gateSection(input?.gate, context?.implementer));
  const tests = testEvidenceSection(context?.testEvidence);
  if (tests.length > 0) section(out, 'Test evidence', tests);
  section(out, 'Coverage', coverageSection(context?.coverage));
  const reads = readsSection(
    [...outcomes.values()].map((o) => ({ lane: o.lane, steps: o.toolSteps })),
    context?.repositoryOffered === true,
  );
  if (reads.length > 0) section(out, 'Repository reads', reads);
  section(out, 'Spec sources', specSection(context?.specSources));
  section(out, 'Usage', [usageLine(context?.usage)]);
  section(out, 'Full lane reports', ['', ...laneReports(run?.selection?.lanes, outcomes)]);
  return `${out.join('\n')}\n`;
}

/** What `human-attention` did with the items, and how to change it. */
function attentionModeLine(decision: Decision): string {
  if (decision.humanAttention === 'note') {
    return (
      '`human-attention: note` — these items are listed for a person to read; they do not block ' +
      'the status.'
    );
  }
  // Addressed to a maintainer, not to the PR's author (often an agent): the way on is a person's
  // decision on this head, never a weaker workflow setting (#25).
  const approval = decision.onlyHumanAttention
    ? 'The review itself passed: these items are all that block it, so a maintainer who has ' +
      'checked them can accept them with `/done-gate approve <reason>`.'
    : 'Fix the other blockers first; a maintainer can then accept these items with ' +
      '`/done-gate approve <reason>`.';
  return (
    `\`human-attention: block\` (the default) — each item above blocks until a person has ` +
    `looked at it. ${approval}`
  );
}

function headLine(headSha: unknown, context: ReportContext | undefined): string {
  const sha =
    typeof headSha === 'string' && headSha.trim() !== '' ? inlineCode(headSha, 80) : 'unknown';
  const parts = [`Judged head ${sha}`];
  if (context !== undefined && context !== null) {
    parts.push(`status context ${inlineCode(context.statusContext, 100)}`);
    if (typeof context.rigor === 'string') parts.push(`rigor ${inlineCode(context.rigor, 40)}`);
    if (typeof context.securityPosture === 'string') {
      parts.push(`security posture ${inlineCode(context.securityPosture, 40)}`);
    }
  }
  return `${parts.join(' · ')}.`;
}

function laneTable(rows: unknown): string[] {
  const lines = ['| lane | status | detail |', '|------|--------|--------|'];
  for (const row of Array.isArray(rows) ? (rows as LaneRow[]) : []) {
    if (typeof row !== 'object' || row === null) continue;
    const cell = (text: unknown): string => tableCell(inertLine(text, 300));
    lines.push(`| ${cell(row.lane)} | ${cell(row.status)} | ${cell(row.detail)} |`);
  }
  return lines;
}

function incompleteLines(
  names: string[],
  outcomes: Map<LaneName, LaneOutcome>,
  blockers: string[],
  gate: DecisionInput['gate'] | undefined,
): string[] {
  const lines: string[] = [];
  for (const name of names) {
    const lane = LANE_ORDER.find((l) => l === name);
    if (lane !== undefined) {
      const attempts = attemptsOf(outcomes.get(lane));
      lines.push(
        attempts > 0
          ? `- ${lane}: no completed review after ${attempts} attempt(s)`
          : `- ${lane}: no completed review`,
      );
    } else if (name === 'pipeline') {
      const faults = blockers.filter(
        (b) => b.startsWith('pipeline: ') || /^(verdict gate|decision) error: /.test(b),
      );
      if (faults.length === 0) lines.push('- pipeline: review incomplete (no fault text recorded)');
      for (const fault of faults) lines.push(`- ${inertLine(fault, LINE_MAX)}`);
    } else if (name === 'gate') {
      const fault =
        gate !== null && gate !== undefined && typeof gate === 'object' && gate.fault != null
          ? inertLine(gate.fault, 500)
          : 'no verdict was produced';
      lines.push(`- gate: the fresh-context review did not complete — ${fault}`);
    } else {
      lines.push(`- ${name}: no completed review`);
    }
  }
  return lines;
}

function gateSection(
  gate: DecisionInput['gate'] | undefined,
  implementer: ReportContext['implementer'] | undefined,
): string[] {
  const lines: string[] = [];
  if (gate === null || gate === undefined || typeof gate !== 'object') {
    lines.push('- State: **none** — the fresh-context reviewer never produced a verdict.');
  } else {
    const state = gate.fault != null ? 'fail (fault)' : inertLine(gate.state, 20);
    lines.push(`- State: **${state}**, confidence ${confidence(gate.confidence)}`);
    lines.push(`- Reviewer model: ${inlineCode(gate.reviewerModel, 120)}`);
    lines.push(`- Session: ${inlineCode(gate.sessionId, 120)}`);
    if (gate.fault != null) lines.push(`- Fault: ${inertLine(gate.fault, LINE_MAX)}`);
    lines.push(`- Summary: ${inertLine(gate.summary, LINE_MAX) || '(none)'}`);
  }
  lines.push(`- Implementer: ${implementerLine(implementer)}`);
  if (gate !== null && gate !== undefined && typeof gate === 'object') {
    const issues = strings(gate.issues);
    const questions = strings(gate.questions);
    if (issues.length > 0)
      lines.push('', '**Issues**', ...issues.map((i) => `- ${inertLine(i, LINE_MAX)}`));
    if (questions.length > 0) {
      lines.push('', '**Questions**', ...questions.map((q) => `- ${inertLine(q, LINE_MAX)}`));
    }
  }
  return lines;
}

function implementerLine(implementer: ReportContext['implementer'] | undefined): string {
  if (implementer === undefined || implementer === null) return 'unknown';
  const model =
    typeof implementer.model === 'string' && implementer.model.trim() !== ''
      ? inlineCode(implementer.model, 120)
      : 'unknown';
  const how =
    typeof implementer.detectedFrom === 'string' && implementer.detectedFrom.trim() !== ''
      ? `detected from ${inlineCode(implementer.detectedFrom, 120)}`
      : 'not given and not detected';
  const session =
    typeof implementer.sessionId === 'string' && implementer.sessionId.trim() !== ''
      ? `, session ${inlineCode(implementer.sessionId, 120)}`
      : '';
  return `model ${model} (${how})${session}`;
}

/** A coverage entry's path: `old` → `new` for a rename or copy, with its status when not plain. */
function coveredPath(file: FileCoverage): string {
  const path =
    typeof file.oldPath === 'string'
      ? `${inlineCode(file.oldPath, 300)} → ${inlineCode(file.path, 300)}`
      : inlineCode(file.path, 300);
  const status = typeof file.status === 'string' ? inertLine(file.status, 20) : null;
  const type = typeof file.typeChange === 'string' ? inertLine(file.typeChange, 40) : null;
  if (type !== null) return `${path} (${status ?? 'changed'}: ${type})`;
  return status !== null && status !== 'modified' ? `${path} (${status})` : path;
}

function coverageSection(coverage: unknown): string[] {
  const files = (Array.isArray(coverage) ? (coverage as FileCoverage[]) : []).filter(
    (f) => typeof f === 'object' && f !== null,
  );
  if (files.length === 0) return ['No changed files were recorded.'];
  const reviewed = files.filter((f) => f.state === 'reviewed');
  const others = files.filter((f) => f.state !== 'reviewed');
  const notReviewable = others.filter((f) => f.state === 'not-reviewable').length;
  const excluded = others.filter((f) => f.state === 'excluded').length;
  const lines = [
    `${files.length} changed file(s): ${reviewed.length} reviewed, ${notReviewable} not ` +
      `reviewable, ${excluded} excluded` +
      (others.length - notReviewable - excluded > 0
        ? `, ${others.length - notReviewable - excluded} in an unknown state`
        : '') +
      '.',
  ];
  if (others.length > 0) {
    lines.push('');
    for (const file of others) {
      const state =
        file.state === 'excluded'
          ? 'excluded'
          : file.state === 'not-reviewable'
            ? 'not reviewable'
            : `state ${inertLine(file.state, 30)}`;
      lines.push(
        `- ${coveredPath(file)} — ${state}: ${inertLine(file.reason ?? 'no reason recorded', 300)}`,
      );
    }
  }
  if (reviewed.length > 0) {
    const listed = reviewed.slice(0, REVIEWED_FILES_LISTED).map((f) => `- ${coveredPath(f)}`);
    if (reviewed.length > REVIEWED_FILES_LISTED) {
      listed.push(`- … and ${reviewed.length - REVIEWED_FILES_LISTED} more reviewed file(s)`);
    }
    if (reviewed.length <= REVIEWED_FILES_INLINE) lines.push('', 'Reviewed:', ...listed);
    else {
      lines.push(
        '',
        `<details><summary>${reviewed.length} reviewed file(s)</summary>`,
        '',
        ...listed,
        '',
        '</details>',
      );
    }
  }
  return lines;
}

const FAILING_TESTS_SHOWN = 50;

/** Each test source: what it is, what it counted, every failing test (up to a cap), what was not read. */
function testEvidenceSection(view: TestEvidenceView | undefined): string[] {
  if (view === undefined || view === null) return [];
  const lines: string[] = [];
  const sources = Array.isArray(view.sources) ? view.sources : [];
  for (const s of sources) {
    if (typeof s !== 'object' || s === null) continue;
    const t = s.totals;
    const counts = t
      ? `${count(t.tests)} tests, ${count(t.failures)} failed, ${count(t.errors)} errored, ${count(t.skipped)} skipped`
      : `${count(s.logLines ?? 0)} lines scanned whole, ${count(strings(s.failures).length)} failure line(s)`;
    const declared = s.declared
      ? ` (the report declares ${count(s.declared.tests)} tests, ${count(s.declared.failures + s.declared.errors)} failing)`
      : '';
    lines.push(`- ${inlineCode(s.name, 200)} (${inertLine(s.format, 40)}): ${counts}${declared}`);
    const failures = Array.isArray(s.failures) ? s.failures : [];
    for (const f of failures.slice(0, FAILING_TESTS_SHOWN)) {
      const kind = f?.kind === 'error' ? 'error' : 'failed';
      lines.push(
        `  - ${kind}: ${inlineCode(untrusted(f?.name, 300), 300)} — ${untrusted(f?.message, 500)}`,
      );
    }
    if (failures.length > FAILING_TESTS_SHOWN) {
      lines.push(
        `  - … and ${count(failures.length - FAILING_TESTS_SHOWN)} more failing (all counted, all blocking)`,
      );
    }
    for (const line of strings(s.summaries).slice(0, 5))
      lines.push(`  - runner summary: ${untrusted(line, 300)}`);
    for (const note of strings(s.notes).slice(0, 10)) lines.push(noteLine(note));
    for (const problem of strings(s.problems))
      lines.push(`  - not read: ${untrusted(problem, 600)}`);
  }
  for (const m of strings(view.missing)) lines.push(`- not read: ${untrusted(m, 600)}`);
  if (lines.length === 0) return lines;
  const proof = strings(view.proof);
  lines.push(
    '',
    'Green needs proof: a report done-gate reads, or a known runner summary in a log, must show ' +
      'that tests ran and none failed (docs/test-evidence.md).',
    proof.length > 0
      ? `Proof of green: ${proof.map((p) => untrusted(p, 300)).join('; ')}.`
      : 'No proof of green: no source read shows tests that ran with none failing (see Blockers).',
  );
  return lines;
}

/** A Surefire flaky pass (failed, then passed on re-run) is said as such. */
function noteLine(note: string): string {
  return /flaky/i.test(note)
    ? `  - flaky: passed on re-run — ${untrusted(note, 600)}`
    : `  - note: ${untrusted(note, 600)}`;
}

/** Untrusted text from a test report: neutralised like model text, then flattened. */
function untrusted(text: unknown, max: number): string {
  return inertLine(neutralizeModelText(asText(text)), max);
}

function specSection(sources: unknown): string[] {
  const list = (Array.isArray(sources) ? (sources as ReportContext['specSources']) : []).filter(
    (s) => typeof s === 'object' && s !== null,
  );
  if (list.length === 0) return ['No spec was found.'];
  return list.map((s) => {
    const author =
      typeof s.author === 'string' && s.author !== ''
        ? `by ${inlineCode(s.author, 100)}`
        : 'author unknown';
    const association =
      typeof s.association === 'string' ? inertLine(s.association, 40) : 'association unknown';
    const line = `- ${inertLine(s.kind, 20)} ${inlineCode(s.ref, 200)} — ${author} (${association})`;
    if (typeof s.trusted !== 'boolean') return line;
    const basis = typeof s.trustBasis === 'string' ? `: ${inertLine(s.trustBasis, 400)}` : '';
    const verdict = s.trusted ? 'trusted' : 'untrusted';
    const used =
      s.excluded === true ? ' — excluded: the reviewers did not see it' : ' — used in the review';
    return `${line} — ${verdict}${basis}${used}`;
  });
}

function usageLine(usage: Usage | undefined): string {
  if (usage === undefined || usage === null || typeof usage !== 'object') return 'Usage: unknown.';
  const cached = count(usage.cachedInputTokens);
  const cost =
    typeof usage.costUsd === 'number' && Number.isFinite(usage.costUsd)
      ? `$${usage.costUsd.toFixed(4)}`
      : 'unknown';
  return (
    `Tokens: ${count(usage.inputTokens)} in` +
    (cached !== '0' && cached !== 'unknown' ? ` (${cached} cached)` : '') +
    ` / ${count(usage.outputTokens)} out · cost: ${cost}`
  );
}

function laneReports(selected: unknown, outcomes: Map<LaneName, LaneOutcome>): string[] {
  const chosen = new Set(Array.isArray(selected) ? (selected as unknown[]) : []);
  const lines: string[] = [];
  for (const lane of LANE_ORDER) {
    const outcome = outcomes.get(lane);
    if (outcome === undefined && !chosen.has(lane)) continue;
    const report = outcome === undefined ? missingReport(lane) : outcome.report;
    // The prompt version a lane's report came from (bumped with its instructions, #23).
    const version =
      outcome === undefined ? '' : ` (prompt ${inertLine(laneOf(lane).promptVersion, 40)})`;
    lines.push(
      `<details><summary>${lane}${version}</summary>`,
      '',
      laneReportBody(report),
      '',
      '</details>',
      '',
    );
  }
  if (lines.length === 0) return ['No lane ran.'];
  lines.pop();
  return lines;
}

/**
 * A lane report, kept whole but neutralised as a whole: besides the model text our lane renderers
 * already neutralised, it can quote fault text verbatim (an SDK message that quotes a raw reply).
 * The neutraliser closes open fences and leaves no raw `<`, so it cannot break the surrounding
 * `<details>` block either.
 */
function laneReportBody(report: unknown): string {
  const text = typeof report === 'string' ? report : `(malformed lane result) ${asText(report)}`;
  return neutralizeModelText(text).trimEnd();
}

// ---- small renderers ---------------------------------------------------------------------------

function section(out: string[], title: string, body: string[]): void {
  out.push('', `## ${title}`, ...body);
}

function bullets(items: string[]): string[] {
  return items.map((item) => `- ${inertLine(item, LINE_MAX)}`);
}

/** Keeps the string entries of a list (a non-list is empty). */
function strings(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return (list as unknown[]).map((e) => (typeof e === 'string' ? e : asText(e)));
}

function confidence(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? String(Math.min(1, Math.max(0, value)).toFixed(2))
    : 'unknown';
}

function count(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'unknown';
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
