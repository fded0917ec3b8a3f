// The markdown report (pure), written for the person or agent who must act (#25): line 1 is the
// FINAL decision (`GAUNTLET: PASS|BLOCKED`), then the incomplete names on their own rendered line
// when any, a headline (done / not done / waiting for a person / could not review), the judged
// head and base, and "What to do" with every blocker in full. Everything else — lanes, selection,
// coverage, spec sources, usage, lane reports — is collapsed below. Every text that is not our own
// wording is flattened and escaped before it lands in markdown, and the renderer never throws: a
// crash inside renders the failure report instead.
// Over 400 lines: the one renderer of the comment; each section is a small function, kept together
// so the section order and the first-line invariant read in one place (the blockers in full are in
// what-to-do.ts).
import { readsSection } from './reads-section.js';
import type { TestEvidenceView } from './test-evidence-view.js';
import { rerunLine, whatToDo } from './what-to-do.js';
import type { FileCoverage, SpecSource } from '../evidence/types.js';
import type { Usage } from '../models/types.js';
import { inertLine, inlineCode, tableCell } from '../trust/markdown.js';
import { neutralizeModelText } from '../trust/output.js';
import type { Decision, DecisionInput } from './decision.js';
import { asText, describeError } from '../plain-text.js';
import { LANE_ORDER } from '../review/gauntlet/types.js';
import { laneOf } from '../review/gauntlet/lanes/registry.js';
import { GATE_PROMPT_VERSION } from '../review/fresh-context/prompt.js';
import type { LaneRow } from '../review/gauntlet/lane-types.js';
import type { LaneName, LaneOutcome } from '../review/gauntlet/types.js';
import { outcomeMap } from './lane-verdicts.js';
import { missingReport } from '../review/gauntlet/replies.js';

export interface ReportContext {
  /** The head SHA the decision judged. */
  headSha: string;
  /** The base branch and SHA it was judged against, when known. */
  base?: { ref: string; sha: string };
  /** `https://<host>/<owner>/<repo>`: findings link to their lines at the judged head. */
  repositoryUrl?: string | null;
  /** This run's page: a fault's "re-run the job" links to it. */
  runUrl?: string | null;
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
export function renderFailureReport(
  reason: string,
  headSha?: string,
  runUrl?: string | null,
): string {
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
  let rerun: string;
  try {
    rerun = rerunLine(runUrl ?? null);
  } catch {
    rerun = rerunLine(null);
  }
  return [
    'GAUNTLET: BLOCKED',
    '',
    'GAUNTLET_REVIEW_INCOMPLETE: pipeline',
    '',
    `## ${HEADLINE_MARK.fault} Could not review — the pipeline crashed`,
    '',
    head,
    '',
    '### What to do',
    '',
    `- pipeline: PIPELINE-FAULT — the pipeline crashed: ${why} — treat as a failed gate, not a pass.`,
    '',
    rerun,
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
  const attention = strings(decision.attention);

  // The two sentinel lines, each its own paragraph: GFM joins adjacent lines into one.
  const out: string[] = [`GAUNTLET: ${pass ? 'PASS' : 'BLOCKED'}`];
  if (incomplete.length > 0) out.push('', `GAUNTLET_REVIEW_INCOMPLETE: ${incomplete.join(', ')}`);
  out.push('', `## ${headline(pass, decision, blockers, incomplete)}`);
  out.push('', headLine(context?.headSha, context));

  if (!pass) {
    const links = {
      repositoryUrl: typeof context?.repositoryUrl === 'string' ? context.repositoryUrl : null,
      runUrl: typeof context?.runUrl === 'string' ? context.runUrl : null,
      headSha: typeof context?.headSha === 'string' ? context.headSha : null,
    };
    const items = whatToDo({
      decision,
      input,
      outcomes,
      tests: context?.testEvidence,
      links,
      coverage: context?.coverage,
    });
    out.push('', '### What to do', '', ...items);
  }
  if (decision.humanAttention === 'note' && attention.length > 0) {
    out.push('', '### For a person to read', '', ...bullets(attention), '', attentionModeLine());
  }

  out.push('');
  details(out, laneSummary(decision.rows), [
    ...laneTable(decision.rows),
    ...selectionLines(context?.selectionReasons ?? run?.selection?.reasons),
  ]);
  details(
    out,
    `Fresh-context review: ${gateWord(input?.gate)}`,
    gateSection(input?.gate, context?.implementer),
  );
  const tests = testEvidenceSection(context?.testEvidence);
  if (tests.length > 0) details(out, 'Test evidence', tests);
  details(out, coverageSummary(context?.coverage), coverageSection(context?.coverage));
  const reads = readsSection(
    [...outcomes.values()].map((o) => ({ lane: o.lane, steps: o.toolSteps })),
    context?.repositoryOffered === true,
  );
  if (reads.length > 0) details(out, 'Repository reads', reads);
  details(out, 'Spec sources', specSection(context?.specSources));
  const retries = strings(run?.retryNotes);
  const notes = [
    ...strings(run?.pipelineErrors),
    ...strings(input?.notes),
    ...retries.slice(0, RETRY_NOTES_SHOWN),
  ];
  if (notes.length > 0) {
    const shown = bullets(notes);
    if (retries.length > RETRY_NOTES_SHOWN) {
      shown.push(`- … ${retries.length - RETRY_NOTES_SHOWN} more retry note(s)`);
    }
    details(out, 'Pipeline notes', shown);
  }
  const usage = usageLine(context?.usage);
  if (usage !== null) details(out, 'Usage', [usage]);
  details(out, 'Lane reports', laneReports(run?.selection?.lanes, outcomes));
  return `${out.join('\n').trimEnd()}\n`;
}

const HEADLINE_MARK = { done: '✅', blocked: '❌', person: '⏸️', fault: '⚠️' } as const;

/** The state a reader takes in at a glance: done, not done, waiting for a person, not reviewed. */
function headline(
  pass: boolean,
  decision: Decision,
  blockers: string[],
  incomplete: string[],
): string {
  if (pass) {
    return `${HEADLINE_MARK.done} Done — the fresh-context review and every selected lane passed`;
  }
  const n = blockers.length;
  const count = `${n} blocker${n === 1 ? '' : 's'}`;
  if (incomplete.length > 0) {
    return `${HEADLINE_MARK.fault} Could not review — ${incomplete.join(', ')} did not complete (${count})`;
  }
  if (decision.onlyHumanAttention === true) {
    const items = strings(decision.attention).length;
    return (
      `${HEADLINE_MARK.person} Waiting for a person — the review passed; ${items} ` +
      `item${items === 1 ? ' needs' : 's need'} a maintainer's decision`
    );
  }
  return `${HEADLINE_MARK.blocked} Not done — ${count} to fix`;
}

/** Under `human-attention: note` the items are listed, not blocking. */
function attentionModeLine(): string {
  return (
    '`human-attention: note` — these items are listed for a person to read; they do not block ' +
    'the status.'
  );
}

/** A collapsed section; `summary` is our own wording (counts and names from a fixed set). */
function details(out: string[], summary: string, body: string[]): void {
  out.push(`<details><summary>${summary}</summary>`, '', ...body, '', '</details>', '');
}

function laneSummary(rows: unknown): string {
  const list = (Array.isArray(rows) ? (rows as LaneRow[]) : []).filter(
    (r) => typeof r === 'object' && r !== null,
  );
  const by = (status: string) => list.filter((r) => r.status === status).length;
  const parts = [`${by('GREEN') + by('GREEN (attention)')} green`];
  if (by('BLOCKED') > 0) parts.push(`${by('BLOCKED')} blocked`);
  if (by('SKIPPED') > 0) parts.push(`${by('SKIPPED')} skipped`);
  return `Lanes: ${parts.join(', ')}`;
}

function selectionLines(reasons: unknown): string[] {
  const list = strings(reasons);
  return ['', '**Lane selection**', '', ...(list.length > 0 ? bullets(list) : ['(none recorded)'])];
}

function gateWord(gate: DecisionInput['gate'] | undefined): string {
  if (gate === null || gate === undefined || typeof gate !== 'object') return 'no verdict';
  if (gate.fault != null) return 'fault';
  return ['pass', 'fail', 'questions'].includes(gate.state) ? gate.state : 'unknown';
}

function coverageSummary(coverage: unknown): string {
  const files = (Array.isArray(coverage) ? (coverage as FileCoverage[]) : []).filter(
    (f) => typeof f === 'object' && f !== null,
  );
  const reviewed = files.filter((f) => f.state === 'reviewed').length;
  return `Coverage: ${reviewed} of ${files.length} changed file(s) reviewed`;
}

function headLine(headSha: unknown, context: ReportContext | undefined): string {
  const sha =
    typeof headSha === 'string' && headSha.trim() !== '' ? inlineCode(headSha, 80) : 'unknown';
  const parts = [`Judged head ${sha}`];
  const base = context?.base;
  if (base !== undefined && base !== null && typeof base.ref === 'string') {
    const at =
      typeof base.sha === 'string' && base.sha !== ''
        ? ` at ${inlineCode(base.sha.slice(0, 12), 12)}`
        : '';
    parts[0] = `${parts[0]} against ${inlineCode(base.ref, 200)}${at}`;
  }
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
    lines.push(
      `- Reviewer model: ${inlineCode(gate.reviewerModel, 120)} (prompt ${GATE_PROMPT_VERSION})`,
    );
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

/** Tokens and cost, or null when nothing is known (no "cost: unknown" line on every run). */
function usageLine(usage: Usage | undefined): string | null {
  if (usage === undefined || usage === null || typeof usage !== 'object') return null;
  const tokens = [usage.inputTokens, usage.outputTokens].some(
    (n) => typeof n === 'number' && Number.isFinite(n) && n > 0,
  );
  const known = typeof usage.costUsd === 'number' && Number.isFinite(usage.costUsd);
  if (!tokens && !known) return null;
  const cached = count(usage.cachedInputTokens);
  const parts = [
    `Tokens: ${count(usage.inputTokens)} in` +
      (cached !== '0' && cached !== 'unknown' ? ` (${cached} cached)` : '') +
      ` / ${count(usage.outputTokens)} out`,
  ];
  if (known) parts.push(`cost: $${(usage.costUsd as number).toFixed(4)}`);
  return parts.join(' · ');
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
  return demoteHeadings(neutralizeModelText(text).trimEnd());
}

const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * A lane report's ATX headings moved three levels down (`#` → `####`, capped at `######`), outside
 * code fences: inside the report they sit below the comment's own headline and sections.
 */
export function demoteHeadings(text: string): string {
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const run = FENCE_LINE.exec(line)?.[1];
      if (run !== undefined) {
        if (fence === null) fence = run;
        else if (run[0] === fence[0] && run.length >= fence.length) fence = null;
        return line;
      }
      if (fence !== null) return line;
      const m = /^( {0,3})(#{1,6})(?=[ \t]|$)/.exec(line);
      if (m === null) return line;
      const level = Math.min(6, (m[2] ?? '').length + 3);
      return `${m[1] ?? ''}${'#'.repeat(level)}${line.slice((m[0] ?? '').length)}`;
    })
    .join('\n');
}

// ---- small renderers ---------------------------------------------------------------------------

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
