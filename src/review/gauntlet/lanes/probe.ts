// The probe lane: does the changed consumer-facing surface behave as the spec says, judged from
// the recorded runs of the local-run recipe's suites? Rendered by our code in the three
// `USAGE_PROBE:` formats of docs/design.md §B.7, and its `Lane` contract at the end. Pure.
// Over 400 lines on purpose: everything a reader needs to change this lane is in this one file.
//
// Deterministic evidence dominates the model: a recipe that did not boot (or is missing) or a
// suite that never ran is INCONCLUSIVE without asking a model; a red suite run is FAIL whatever
// the model says (it may still classify the failure as an expected change, listed as a stale
// test). The model can turn PASS into FAIL or INCONCLUSIVE, never the reverse.
import { z } from 'zod';
import { describeError, oneLine } from '../../../plain-text.js';
import { faultText, decisiveFault, laneFault, replyValues } from '../replies.js';
import type { LaneVerdict, LocatedFinding } from '../lane-types.js';
import { blockedLane, greenLane, sentinelWord, type Lane, type LaneJudgement } from './lane.js';
import {
  chunkNote,
  cleanLine,
  dedupeBy,
  quoteUntrusted,
  isRedRun,
  keyPart,
  lineSchema,
  location,
  redRunReason,
  renderRunLines,
  tailLines,
  UNTRUSTED_DATA_RULE,
  type LaneRender,
} from './shared.js';
import type { CommandRun, RecipeRuns } from '../../../evidence/declared-checks.js';
import { inertLine, inlineCode } from '../../../trust/markdown.js';

export const PROBE_VERDICTS = ['PASS', 'FAIL', 'INCONCLUSIVE'] as const;
export type ProbeVerdict = (typeof PROBE_VERDICTS)[number];

export const probeFindingSchema = z.strictObject({
  kind: z.enum(['BUG', 'EXPECTED-CHANGE']),
  case: z.string(),
  expected: z.string(),
  observed: z.string(),
  repro: z.string(),
  file: z.string(),
  line: lineSchema,
});
export const probeReplySchema = z.strictObject({
  verdict: z.enum(PROBE_VERDICTS),
  surface: z.string(),
  findings: z.array(probeFindingSchema),
  missing: z.string(),
});
export type ProbeFinding = z.infer<typeof probeFindingSchema>;
export type ProbeReply = z.infer<typeof probeReplySchema>;

/**
 * The version of the probe's prompt; bump it with any change to its instructions, task or
 * schema. 2: #23 (numbered diff, claims are not evidence, tools stated by the system prompt).
 */
export const PROBE_PROMPT_VERSION = 'probe/2026-12-02';

// The probe reads the spec (`readsSpec`): it judges the surface against what the spec says,
// written down from the spec before the code is read, so it cannot be blind.
export const PROBE_INSTRUCTIONS = [
  "You are the usage-probe lane of done-gate. You answer one question: does the pull request's",
  'changed consumer-facing surface (HTTP/RPC API, CLI, public library interface, action inputs',
  'and outputs, file formats) behave as the spec says when it is used cold, by a consumer who',
  'knows only the spec? You did not write this change.',
  '',
  UNTRUSTED_DATA_RULE,
  '',
  'The workflow booted the change locally with its local-run recipe and ran its usage suites; the',
  'task lists each recorded suite run. You cannot run anything yourself.',
  '',
  'Method:',
  '1. From the spec alone, write down what each changed surface must do: request → response,',
  '   command → output and exit code, input → error. Do this BEFORE reading the code.',
  '2. Compare with the diff and the recorded suite runs: cold start, happy path, idempotency,',
  '   invalid input, auth on the new surface, not-found, partial updates, serialisation edges,',
  '   pagination, error-shape consistency, state transitions.',
  '3. Classify each problem: BUG (the surface contradicts the spec) or EXPECTED-CHANGE (an',
  '   existing test asserts the old behaviour the spec deliberately changes: a stale test).',
  '',
  'Fields:',
  '- verdict: FAIL when any BUG exists; INCONCLUSIVE when the recorded runs do not let you judge',
  '  the surface (say what is missing in `missing`); otherwise PASS.',
  '- surface: the changed consumer-facing surface in one line, or an empty string when the change',
  '  has no consumer-facing surface at all.',
  '- findings: case (surface + case), expected (the specified behaviour, quoting the spec),',
  '  observed (what the code or the recorded run does), repro (the exact request or command and',
  '  the response it gets), file and line (the code or test at fault; "" and null when unknown).',
  '- missing: for INCONCLUSIVE, the exact recipe step, fixture or mock that would unblock the',
  '  probe; otherwise an empty string.',
  '',
  'Reply with the JSON object only.',
].join('\n');

export function probeTask(suites: CommandRun[], index: number, total: number): string {
  const lines =
    suites.length === 0
      ? ['Recorded suite runs: none — the recipe declares no suites; judge from the diff and spec.']
      : [
          'Recorded suite runs (declared by the workflow, run by done-gate against the booted change):',
          ...suites.map(
            (s) =>
              `- [${isRedRun(s) ? 'FAIL' : 'PASS'}] ${inlineCode(oneLine(s.cmd, 300))}: ` +
              (s.skipped !== undefined
                ? `never ran (skipped: ${oneLine(s.skipped, 100)})`
                : `${s.timedOut ? 'timed out, ' : ''}exit ${s.exit}`),
          ),
          ...suites
            .filter((s) => s.skipped === undefined && s.tail.trim() !== '')
            .map((s) =>
              quoteUntrusted(
                `Output tail of ${inlineCode(oneLine(s.cmd, 300))}`,
                tailLines(s.tail).join('\n'),
              ),
            ),
        ];
  return [
    ...lines,
    '',
    chunkNote(index, total),
    'Probe the changed surface and reply with the JSON object.',
  ].join('\n');
}

/** The probe needs no model: the environment is missing or did not come up. */
export function probeNeedsNoModel(probe: RecipeRuns): boolean {
  if (probe.kind !== 'ran') return true;
  return probe.suites.some((s) => s.skipped !== undefined) && !probe.suites.some(isRedSuite);
}

function isRedSuite(s: CommandRun): boolean {
  return s.skipped === undefined && isRedRun(s);
}

export interface ProbeRenderInput {
  probe: RecipeRuns;
  /** One reply per chunk; `[]` when no model was asked. */
  replies: ProbeReply[];
  /** Why the model's findings are missing, when a red suite already decided FAIL. */
  modelFault?: string;
}

export function renderProbe(input: ProbeRenderInput): LaneRender {
  try {
    return renderProbeUnsafe(input);
  } catch (error) {
    return {
      report: `PIPELINE-FAULT: probe lane failed after retries — report rendering error: ${describeError(error, 300)}`,
      findings: [],
      verdict: null,
    };
  }
}

function inconclusive(error: string, missing: string, partial: string[] = []): LaneRender {
  const lines = [
    'USAGE_PROBE: INCONCLUSIVE',
    `Could not establish a clean local environment: ${error}.`,
    `Missing: ${missing}.`,
    partial.length === 0 ? 'Partial results (if any): none' : 'Partial results (if any):',
    ...partial,
  ];
  return { report: lines.join('\n'), findings: [], verdict: probeVerdict('INCONCLUSIVE') };
}

function probeVerdict(word: ProbeVerdict): LaneVerdict {
  return { word, degraded: false };
}

function stripDot(text: string): string {
  return text.replace(/[.\s]+$/, '');
}

function renderProbeUnsafe(input: ProbeRenderInput): LaneRender {
  const probe = input.probe;
  if (probe.kind === 'no-recipe') {
    return inconclusive(
      'no local-run recipe is configured, so nothing was booted',
      'a `local-run-recipe` input (start, ready, suites) that boots the change locally',
    );
  }
  if (probe.kind === 'not-booted') {
    return inconclusive(
      stripDot(inertLine(probe.error, 600)) || 'the recipe did not boot (no error recorded)',
      stripDot(inertLine(probe.missing, 400)) || 'a recipe that boots the change',
    );
  }
  const suites = probe.suites;
  const redSuites = suites.filter(isRedSuite);
  const skipped = suites.filter((s) => s.skipped !== undefined);
  if (redSuites.length === 0 && skipped.length > 0) {
    return inconclusive(
      `${skipped.length} suite(s) never ran (${skipped
        .map((s) => `${inlineCode(oneLine(s.cmd, 200))}: ${inertLine(s.skipped, 100)}`)
        .join('; ')})`,
      'time for every declared suite to run (raise time-budget-seconds or the recipe timeout)',
      suites.flatMap(renderRunLines),
    );
  }

  const replies = input.replies;
  const findings = dedupeBy(
    replies.flatMap((r) => r.findings),
    (f) =>
      `${f.kind}\u0000${keyPart(f.case)}\u0000${keyPart(f.file)}\u0000${cleanLine(f.line) ?? ''}`,
  );
  const bugs = findings.filter((f) => f.kind === 'BUG');
  const stale = findings.filter((f) => f.kind === 'EXPECTED-CHANGE');
  const surfaces = dedupeBy(
    replies.map((r) => inertLine(r.surface, 300)).filter((s) => s !== ''),
    keyPart,
  );
  const surface = surfaces.length > 0 ? stripDot(surfaces.join('; ')) : '';
  const suitesLine =
    suites.length === 0
      ? 'none declared'
      : redSuites.length === 0
        ? `${suites.length} run, all green`
        : `${suites.length} run, ${redSuites.length} failed`;

  const modelFail = replies.some((r) => r.verdict === 'FAIL') || bugs.length > 0;
  const modelInconclusive = replies.some((r) => r.verdict === 'INCONCLUSIVE');

  if (redSuites.length > 0 || modelFail) {
    return renderProbeFail({
      surface,
      suitesLine,
      suites,
      redSuites,
      bugs,
      stale,
      modelFault: input.modelFault,
    });
  }

  if (modelInconclusive) {
    const missing = dedupeBy(
      replies.map((r) => inertLine(r.missing, 400)).filter((m) => m !== ''),
      keyPart,
    );
    return inconclusive(
      'the recorded suite runs do not let the reviewer judge the changed surface',
      stripDot(missing.join('; ')) || 'not stated by the reviewer',
      suites.flatMap(renderRunLines),
    );
  }

  return renderProbePass(surface, suitesLine, suites, stale);
}

/** `USAGE_PROBE: PASS`, with any stale tests the reviewer listed. */
function renderProbePass(
  surface: string,
  suitesLine: string,
  suites: CommandRun[],
  stale: ProbeFinding[],
): LaneRender {
  const lines = ['USAGE_PROBE: PASS'];
  if (surface === '') {
    lines.push(
      `Surface: none — note: no consumer-facing surface changed, so there is nothing to probe. Existing suites: ${suitesLine}.`,
    );
  } else {
    lines.push(`Surface: ${surface}. Existing suites: ${suitesLine}.`);
  }
  lines.push('New tests: none (this lane judges recorded runs; it writes no tests).');
  if (stale.length > 0) {
    lines.push(
      `Stale tests needing update (expected-change): ${stale.map((f) => staleItem(f)).join('; ')}`,
    );
  }
  if (suites.length > 0) lines.push('', 'Suite runs:', ...suites.flatMap(renderRunLines));
  return {
    report: lines.join('\n'),
    findings: located(stale, false),
    verdict: probeVerdict('PASS'),
  };
}

interface ProbeFailInput {
  surface: string;
  suitesLine: string;
  suites: CommandRun[];
  redSuites: CommandRun[];
  bugs: ProbeFinding[];
  stale: ProbeFinding[];
  modelFault: string | undefined;
}

/** `USAGE_PROBE: FAIL`: red suites first, then the reviewer's bugs, then stale tests. */
function renderProbeFail(input: ProbeFailInput): LaneRender {
  const { surface, suitesLine, suites, redSuites, bugs, stale } = input;
  const lines = [
    'USAGE_PROBE: FAIL',
    `Surface: ${surface || '(not stated)'}. Existing suites: ${suitesLine}. New tests: none (this lane judges recorded runs; it writes no tests).`,
    'Behavioral findings:',
  ];
  let k = 0;
  for (const s of redSuites) {
    lines.push(`${++k}. Suite ${inlineCode(oneLine(s.cmd, 300))} — ${redRunReason(s)}`);
    lines.push(...tailLines(s.tail).map((l) => `    ${l}`));
  }
  for (const f of bugs) {
    lines.push(
      `${++k}. ${inertLine(f.case, 300) || '(case not stated)'} — ${
        inertLine(f.expected, 600) || '—'
      } — ${inertLine(f.observed, 600) || '—'} — REPRO: ${inertLine(f.repro, 600) || '—'} — ${location(
        f.file,
        cleanLine(f.line),
      )}`,
    );
  }
  if (k === 0) lines.push('1. the reviewer judged the surface FAIL without listing a finding');
  lines.push(
    `Stale tests needing update (expected-change): ${
      stale.length === 0 ? 'none' : stale.map((f) => staleItem(f)).join('; ')
    }`,
  );
  if (input.modelFault !== undefined) {
    lines.push(
      `Note: the reviewer's findings are unavailable — ${inertLine(input.modelFault, 400)}`,
    );
  }
  if (suites.length > 0) lines.push('', 'Suite runs:', ...suites.flatMap(renderRunLines));
  return {
    report: lines.join('\n'),
    findings: located(bugs, true).concat(located(stale, false)),
    verdict: probeVerdict('FAIL'),
  };
}

function staleItem(f: ProbeFinding): string {
  return `${inertLine(f.case, 200) || '(case not stated)'} (${location(f.file, cleanLine(f.line))})`;
}

function located(findings: ProbeFinding[], blocking: boolean): LocatedFinding[] {
  return findings
    .filter((f) => oneLine(f.file) !== '')
    .map((f) => ({
      lane: 'probe' as const,
      severity: f.kind === 'BUG' ? 'bug' : 'expected-change',
      blocking,
      file: oneLine(f.file, 500),
      line: cleanLine(f.line),
      title: inertLine(f.case, 200),
    }));
}

// ---- the lane ----------------------------------------------------------------------------------

export const PROBE_SENTINEL = /USAGE_PROBE:\s*(PASS|FAIL|INCONCLUSIVE)/;

function judgeProbe(report: string): LaneJudgement {
  const lane = 'probe';
  switch (sentinelWord(probeLane, report)) {
    case 'PASS':
      return greenLane(lane, 'PASS');
    case 'FAIL':
      return blockedLane(
        lane,
        'FAIL',
        'probe: USAGE_PROBE: FAIL — observed behavior contradicts the contract',
      );
    case 'INCONCLUSIVE':
      return blockedLane(
        lane,
        'INCONCLUSIVE (environment)',
        'probe: INCONCLUSIVE — the ENVIRONMENT could not be established; this is not a code ' +
          "verdict. Follow the plan's local-run recipe to fix the environment and re-run. " +
          'INCONCLUSIVE is never treated as PASS or FAIL.',
      );
    default:
      return blockedLane(
        lane,
        'missing verdict sentinel',
        'probe: no USAGE_PROBE sentinel found — lane failed; never a pass',
      );
  }
}

export const probeLane: Lane<'probe', RecipeRuns> = {
  name: 'probe',
  aliases: ['probe', 'usage', 'usage-pattern', 'usage-pattern-testing'],
  sentinel: PROBE_SENTINEL,
  readsRepository: true,
  readsSpec: true,
  promptVersion: PROBE_PROMPT_VERSION,
  selection: {
    floor: (input) => {
      if (input.signals.consumerSurface && input.hasRecipe) {
        return {
          selected: true,
          reason: 'probe: consumer-facing surface changed and a local-run recipe is configured',
        };
      }
      return {
        selected: false,
        reason: input.signals.consumerSurface
          ? 'probe: not selected — consumer-facing surface changed but no local-run recipe is ' +
            'configured (a probe without one is guaranteed INCONCLUSIVE)'
          : 'probe: not selected — no consumer-facing surface changed',
      };
    },
    widenOnUnknownSurface: (input) => input.hasRecipe,
    degradedDefault: (input) => input.signals.consumerSurface && input.hasRecipe,
    additionRefused: (ctx) =>
      ctx.hasRecipe
        ? null
        : 'probe: the lane-selection judgment asked for it, but no local-run recipe is configured ' +
          '— not added (a probe without one is guaranteed INCONCLUSIVE)',
    alwaysOn: false,
    selectHint: [
      '- probe: add it when observable behaviour of an API, CLI, library interface or other',
      '  consumer-facing surface changes — it needs a local-run recipe to run.',
    ],
    inFallback: (ctx) => ctx.hasRecipe,
    forcedWarning: (ctx) =>
      ctx.hasRecipe
        ? null
        : 'warning: probe forced without a local-run recipe — expect INCONCLUSIVE, which blocks',
  },
  modelSlot: 4,
  prepare: (evidence) => evidence.checks.recipe,
  async attempt({ input: probe, perChunk }) {
    if (probe.kind !== 'ran' || probeNeedsNoModel(probe)) {
      return renderProbe({ probe, replies: [] });
    }
    const results = await perChunk({
      step: 'review',
      instructions: PROBE_INSTRUCTIONS,
      task: (i, n) => probeTask(probe.suites, i, n),
      schema: probeReplySchema,
    });
    const fault = decisiveFault(results);
    if (fault !== null) {
      // A red suite already decided FAIL; the reviewer's findings are a bonus, not the verdict.
      if (probe.suites.some(isRedSuite)) {
        return renderProbe({ probe, replies: [], modelFault: faultText(fault) });
      }
      return laneFault('probe', fault);
    }
    return renderProbe({ probe, replies: replyValues(results) });
  },
  degraded: () => false,
  judge: judgeProbe,
};
