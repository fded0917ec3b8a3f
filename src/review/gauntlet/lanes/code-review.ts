// The code-review lane: instructions, reply schema and the renderer that writes the lane report
// (docs/design.md §B.7, code review: the seed's rigor folding and report format), then the lane
// itself (its `Lane` contract: sentinel, degraded reading, judgement, selection rules). Pure.
// Over 400 lines on purpose: everything a reader needs to change this lane is in this one file.
import { z } from 'zod';
import type { Rigor } from '../../../config.js';
import { oneLine } from '../../../plain-text.js';
import { inertLine, inlineCode, tableCell } from '../../../trust/markdown.js';
import { decisiveFault, laneFault, replyValues } from '../replies.js';
import { alwaysHumanTriggers } from '../signals.js';
import type { LaneRow, LocatedFinding } from '../types.js';
import { sentinelWord, type Lane, type LaneJudgement } from './lane.js';
import {
  chunkNote,
  cleanLine,
  dedupeBy,
  keyPart,
  lineSchema,
  UNTRUSTED_DATA_RULE,
  type LaneRender,
} from './shared.js';

export const CODE_REVIEW_SEVERITIES = ['critical', 'warning', 'suggestion', 'nitpick'] as const;
export type CodeReviewSeverity = (typeof CODE_REVIEW_SEVERITIES)[number];

export const codeReviewFindingSchema = z.strictObject({
  severity: z.enum(CODE_REVIEW_SEVERITIES),
  category: z.string(),
  file: z.string(),
  line: lineSchema,
  title: z.string(),
  detail: z.string(),
  fix: z.string(),
});
export const codeReviewReplySchema = z.strictObject({
  summary: z.string(),
  findings: z.array(codeReviewFindingSchema),
});
export type CodeReviewFinding = z.infer<typeof codeReviewFindingSchema>;
export type CodeReviewReply = z.infer<typeof codeReviewReplySchema>;

const EMOJI: Record<CodeReviewSeverity, string> = {
  critical: '🔴',
  warning: '🟡',
  suggestion: '🟢',
  nitpick: '💡',
};
const LABEL: Record<CodeReviewSeverity, string> = {
  critical: '🔴 CRITICAL',
  warning: '🟡 WARNING',
  suggestion: '🟢 SUGGESTION',
  nitpick: '💡 NITPICK',
};
const RANK: Record<CodeReviewSeverity, number> = {
  critical: 0,
  warning: 1,
  suggestion: 2,
  nitpick: 3,
};

const RIGOR_MEANING: Record<Rigor, string> = {
  production:
    'production — the change ships to users; every finding counts and nothing is deferred',
  prototype:
    'prototype — convention warnings and suggestions are deferred by the gate, but correctness, ' +
    'security and crashes matter exactly as much as in production',
  poc:
    'poc (proof of concept) — convention findings and suggestions are deferred by the gate, but ' +
    'correctness, security and crashes still matter',
};

export function codeReviewInstructions(rigor: Rigor): string {
  return [
    'You are the code-review lane of done-gate: an independent, post-implementation review of a',
    'pull request. You did not write this change and share no conversation with whoever did.',
    '',
    UNTRUSTED_DATA_RULE,
    '',
    `Quality bar: rigor=${rigor} (${RIGOR_MEANING[rigor]}). Report every finding regardless of`,
    'the quality bar: the gate applies the deferral itself.',
    '',
    'Severity — choose exactly one per finding:',
    '- critical: will misbehave in normal use (wrong results, crashes), a security hole, data loss,',
    '  or a committed secret. A critical always blocks the merge: use it only when you can point at',
    '  the line and say what goes wrong and for which input.',
    '- warning: logic errors in edge cases, races, missing error handling, user-visible performance',
    '  problems.',
    '- suggestion: clarity, coupling, naming, footguns, missing or weak tests.',
    '- nitpick: style and taste.',
    '',
    'category — one word for the kind of problem. Use exactly "correctness" when behaviour is wrong,',
    '"security" for a security problem, "convention" for a departure from the conventions the code',
    'around the change follows; otherwise one of: error-handling, concurrency, performance,',
    'testing, design, naming, style, docs.',
    '',
    'Each finding: file (the path exactly as in the diff), line (a line number in the new version',
    'of that file, or null when the finding is not about one line), title (one short line), detail',
    '(what is wrong and why, with the concrete input or path that triggers it), fix (the concrete',
    'change that resolves it).',
    '',
    'How to review:',
    '- Report only problems the change introduces or exposes; ground each one in the diff. Never',
    '  invent files, lines or behaviour you cannot see.',
    '- Check the blast radius (callers of what changed), test adequacy (do the tests exercise the',
    '  new behaviour, its failure paths and edge cases, or do they only mock it away?), and guard',
    '  symmetry (paired operations: open/close, lock/unlock, add/remove, encode/decode).',
    '- One finding per problem; mention further occurrences in its detail instead of repeating it.',
    '- summary: two or three sentences on what the change does and how sound it is. Give no verdict:',
    '  the verdict is computed from your findings by the gate.',
    '- An empty findings list is a valid answer for a clean change.',
    '',
    'Reply with the JSON object only.',
  ].join('\n');
}

export function codeReviewTask(index: number, total: number): string {
  return `${chunkNote(index, total)}\nReview the change and reply with the JSON object.`;
}

export interface CodeReviewRenderInput {
  /** One reply per chunk, in chunk order. */
  replies: CodeReviewReply[];
  /** Files in the whole change (the summary line counts all of them). */
  fileCount: number;
  rigor: Rigor;
  /** Deterministic always-human triggers (e.g. auth or migrations changed): NEEDS-HUMAN. */
  alwaysHuman: string[];
}

interface Placed {
  finding: CodeReviewFinding;
  deferred: boolean;
}

function tag(f: CodeReviewFinding): string {
  return keyPart(f.category);
}

/**
 * Rigor folding (reference verdict.py): 🔴 is never folded. prototype defers 🟡[convention] and
 * every 🟢; poc folds at least as much as prototype, and also defers 💡[convention] (the reference
 * drops those; we keep them visible in the deferred section instead of hiding them).
 */
export function isDeferred(f: CodeReviewFinding, rigor: Rigor): boolean {
  if (rigor === 'production' || f.severity === 'critical') return false;
  const convention = tag(f) === 'convention';
  if (f.severity === 'warning') return convention;
  if (f.severity === 'suggestion') return true;
  return rigor === 'poc' && convention;
}

/** Chunk replies merged: deduplicated by file + line + title, the most severe copy kept. */
export function mergeCodeReviewFindings(replies: CodeReviewReply[]): CodeReviewFinding[] {
  const all = replies.flatMap((r) => r.findings);
  const bySeverity = [...all].sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  return dedupeBy(
    bySeverity,
    (f) => `${keyPart(f.file)}\u0000${cleanLine(f.line) ?? ''}\u0000${keyPart(f.title)}`,
  );
}

export function renderCodeReview(input: CodeReviewRenderInput): LaneRender {
  try {
    return renderCodeReviewUnsafe(input);
  } catch (error) {
    // The reference's render crash stub: degraded wording, so the retry gate re-runs the lane.
    return {
      report: `**Verdict: NEEDS-HUMAN** — report rendering error: ${oneLine(
        error instanceof Error ? error.message : String(error),
        300,
      )}`,
      findings: [],
      verdict: { word: 'NEEDS-HUMAN', degraded: true },
    };
  }
}

function renderCodeReviewUnsafe(input: CodeReviewRenderInput): LaneRender {
  const merged = mergeCodeReviewFindings(input.replies);
  const placed: Placed[] = merged.map((finding) => ({
    finding,
    deferred: isDeferred(finding, input.rigor),
  }));
  const main = placed.filter((p) => !p.deferred).map((p) => p.finding);
  const deferred = placed.filter((p) => p.deferred).map((p) => p.finding);

  const count = (s: CodeReviewSeverity) => main.filter((f) => f.severity === s).length;
  const criticals = count('critical');
  const humanWarnings = main.filter(
    (f) => f.severity === 'warning' && ['correctness', 'security'].includes(tag(f)),
  );
  const triggers = input.alwaysHuman.map((t) => oneLine(t, 200)).filter((t) => t !== '');

  const reasons: string[] = [];
  if (criticals > 0) reasons.push(`${criticals} 🔴 CRITICAL finding(s)`);
  if (humanWarnings.length > 0) {
    reasons.push(
      `${humanWarnings.length} 🟡 [correctness] finding(s) outside the deferred section`,
    );
  }
  if (triggers.length > 0) reasons.push('always-human trigger(s) fired');
  const verdict = reasons.length > 0 ? 'NEEDS-HUMAN' : 'MERGE-READY';
  const reason =
    reasons.length > 0 ? reasons.join('; ') : 'no blocking findings and no always-human triggers';

  const lines: string[] = ['# Code Review Summary', '', `**Verdict: ${verdict}** — ${reason}`, ''];

  lines.push('## Walkthrough', '');
  const total = input.replies.length;
  input.replies.forEach((reply, i) => {
    const summary = inertLine(reply.summary, 1200) || '(no summary given)';
    lines.push(total > 1 ? `> Chunk ${i + 1}/${total}: ${summary}` : `> ${summary}`);
    if (total > 1 && i < total - 1) lines.push('>');
  });
  lines.push('');

  lines.push('## Changes', '');
  const files = groupByFile(merged);
  if (files.length === 0) {
    lines.push('No findings in any changed file.');
  } else {
    lines.push('| File | Findings |', '|------|----------|');
    for (const [file, findings] of files) {
      lines.push(`| ${tableCell(fileCell(file))} | ${tableCell(tally(findings))} |`);
    }
  }
  lines.push('');

  lines.push('## Detailed Findings', '');
  if (main.length === 0) lines.push('No blocking findings.', '');
  else lines.push(...renderByFile(main));

  if (input.rigor !== 'production') {
    lines.push('## Deferred by quality bar', '');
    if (deferred.length === 0) lines.push(`Nothing deferred at rigor=${input.rigor}.`, '');
    else lines.push(`Deferred at rigor=${input.rigor}:`, '', ...renderByFile(deferred));
  }

  if (verdict === 'NEEDS-HUMAN') lines.push(...attentionSection(main, humanWarnings, triggers));

  lines.push(
    '---',
    `*Reviewed ${Math.max(0, Math.floor(input.fileCount))} files, found ${criticals} critical, ` +
      `${count('warning')} warnings, ${count('suggestion')} suggestions, ${count('nitpick')} ` +
      `nitpicks (${deferred.length} deferred by quality bar)*`,
    `*Quality bar: ${input.rigor}; reviewed in ${total} call(s)*`,
  );

  const findings: LocatedFinding[] = placed.map(({ finding: f, deferred: d }) => ({
    lane: 'code-review',
    severity: f.severity,
    blocking: f.severity === 'critical',
    file: oneLine(f.file, 500),
    line: cleanLine(f.line),
    title: inertLine(`${d ? '(deferred) ' : ''}${f.title}`, 200),
  }));
  return {
    report: lines.join('\n'),
    findings,
    verdict: { word: verdict, degraded: false, critical: criticals },
  };
}

function groupByFile(findings: CodeReviewFinding[]): [string, CodeReviewFinding[]][] {
  const map = new Map<string, CodeReviewFinding[]>();
  for (const f of findings) {
    const file = oneLine(f.file, 300);
    map.set(file, [...(map.get(file) ?? []), f]);
  }
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function renderByFile(findings: CodeReviewFinding[]): string[] {
  const lines: string[] = [];
  for (const [file, list] of groupByFile(findings)) {
    lines.push(`### ${fileCell(file)}`, '');
    const sorted = [...list].sort(
      (a, b) =>
        RANK[a.severity] - RANK[b.severity] || (cleanLine(a.line) ?? 0) - (cleanLine(b.line) ?? 0),
    );
    for (const f of sorted) {
      const line = cleanLine(f.line);
      lines.push(
        `#### ${EMOJI[f.severity]} ${findingTitle(f)}`,
        `- **Severity**: ${LABEL[f.severity]}`,
        `- **Lines**: ${line ?? '—'}`,
        `- **Description**: ${inertLine(f.detail, 2000) || '—'}`,
        `- **Suggestion**: ${inertLine(f.fix, 1200) || '—'}`,
        '',
      );
    }
  }
  return lines;
}

function findingTitle(f: CodeReviewFinding): string {
  const category = inertLine(f.category, 40);
  const title = inertLine(f.title, 200) || '(untitled finding)';
  return category === '' ? title : `[${category}] ${title}`;
}

function fileCell(file: string): string {
  const shown = inertLine(file, 300);
  return shown === '' ? '(no file)' : inlineCode(shown);
}

function where(f: CodeReviewFinding): string {
  const line = cleanLine(f.line);
  const file = inertLine(f.file, 300) || '(no file)';
  return inlineCode(line === null ? file : `${file}:${line}`);
}

function tally(findings: CodeReviewFinding[]): string {
  return CODE_REVIEW_SEVERITIES.map(
    (s) => [s, findings.filter((f) => f.severity === s).length] as const,
  )
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${EMOJI[s]} ${n}`)
    .join(' ');
}

/** The `Human attention required` section of a NEEDS-HUMAN report. */
function attentionSection(
  main: CodeReviewFinding[],
  humanWarnings: CodeReviewFinding[],
  triggers: string[],
): string[] {
  const lines = ['## Human attention required', ''];
  for (const f of main.filter((f) => f.severity === 'critical')) {
    lines.push(`- 🔴 ${findingTitle(f)} (${where(f)})`);
  }
  for (const f of humanWarnings) lines.push(`- 🟡 ${findingTitle(f)} (${where(f)})`);
  for (const t of triggers) lines.push(`- always-human trigger: ${t}`);
  lines.push('');
  return lines;
}

// ---- the lane ----------------------------------------------------------------------------------

/** Matches the verdict line's word (design.md §B.5). */
export const CODE_REVIEW_SENTINEL = /Verdict:\**\s*\**\s*(MERGE-READY|NEEDS-HUMAN)/;
/** The first `**Verdict: …` line of a code-review report. */
const CODE_REVIEW_VERDICT_LINE = /^\*\*Verdict: .*$/m;
const CODE_REVIEW_DEGRADED =
  /^\*\*Verdict: NEEDS-HUMAN\*\* — .*(pipeline fault\(s\) recorded|PIPELINE-FAULT:|report rendering error)/;
/** The code-review summary line; the last match wins. */
export const CRITICAL_SUMMARY =
  /^\*Reviewed \d+ files, found (\d+) critical, \d+ warnings, \d+ suggestions, \d+ nitpicks \(\d+ deferred by quality bar\)\*$/gm;

/** The code-review lane's own verdict line records a pipeline fault. */
export function codeReviewDegraded(report: string): boolean {
  const line = CODE_REVIEW_VERDICT_LINE.exec(report)?.[0];
  return line !== undefined && CODE_REVIEW_DEGRADED.test(line);
}

/** Critical count: the last summary line's figure, else the raw 🔴 count. */
export function criticalCount(report: string): number {
  let last: string | undefined;
  for (const m of report.matchAll(CRITICAL_SUMMARY)) last = m[1];
  if (last !== undefined) return Number(last);
  return report.split('🔴').length - 1;
}

function judgeCodeReview(report: string, times: string): LaneJudgement {
  const lane = 'code-review';
  const verdict = sentinelWord(codeReviewLane, report);
  const degraded = codeReviewDegraded(report);
  // The critical count blocks regardless of the verdict line: MERGE-READY with a 🔴 is BLOCKED.
  const reds = criticalCount(report);
  const blockers: string[] = [];
  if (degraded) {
    blockers.push(
      'code-review: the lane reported an internal PIPELINE-FAULT (degraded review) — a degraded ' +
        'lane is never a pass',
    );
  }
  if (reds > 0)
    blockers.push(`code-review: ${reds} 🔴 CRITICAL finding(s) — fix before claiming done`);
  if (verdict === null) {
    blockers.push(
      'code-review: no Review Verdict sentinel found — the lane failed; a missing verdict is ' +
        'never a pass',
    );
  }
  let row: LaneRow;
  let attention: string[] = [];
  if (degraded && reds > 0) {
    row = { lane, status: 'BLOCKED', detail: `PIPELINE-FAULT (degraded lane${times}); ${reds} 🔴` };
  } else if (degraded) {
    row = { lane, status: 'BLOCKED', detail: `PIPELINE-FAULT (degraded lane${times})` };
  } else if (reds > 0) {
    row = { lane, status: 'BLOCKED', detail: `${reds} 🔴 finding(s)` };
  } else if (verdict === 'MERGE-READY') {
    row = { lane, status: 'GREEN', detail: 'MERGE-READY' };
  } else if (verdict === 'NEEDS-HUMAN') {
    row = { lane, status: 'GREEN (attention)', detail: 'NEEDS-HUMAN, no 🔴' };
    attention = [
      "code-review: NEEDS-HUMAN — see the lane report's 'Human attention required' section",
    ];
  } else {
    row = { lane, status: 'BLOCKED', detail: 'missing verdict sentinel' };
  }
  return { row, blockers, attention };
}

export const codeReviewLane: Lane<'code-review'> = {
  name: 'code-review',
  aliases: ['code-review', 'code_review', 'code-reviewer'],
  sentinel: CODE_REVIEW_SENTINEL,
  readsRepository: true,
  promptVersion: '1',
  selection: {
    floor: () => ({
      selected: true,
      reason: 'code-review: always on — every pull request under the gate gets a code review',
    }),
    widenOnUnknownSurface: () => false,
    degradedDefault: () => true,
    additionRefused: () => null,
    alwaysOn: true,
    selectHint: ['- code-review: always on already (add_code_review changes nothing).'],
    inFallback: () => true,
  },
  async attempt({ review, perChunk }) {
    const results = await perChunk({
      step: 'review',
      instructions: codeReviewInstructions(review.rigor),
      task: codeReviewTask,
      schema: codeReviewReplySchema,
    });
    const fault = decisiveFault(results);
    if (fault !== null) return laneFault('code-review', fault);
    return renderCodeReview({
      replies: replyValues(results),
      fileCount: review.fileCount,
      rigor: review.rigor,
      alwaysHuman: alwaysHumanTriggers(review.signals),
    });
  },
  degraded: codeReviewDegraded,
  judge: judgeCodeReview,
  readBack: (report) => ({ critical: criticalCount(report) }),
};
