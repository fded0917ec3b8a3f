// The plan stage (pure): from the collected evidence and the config to everything the review
// needs — signals, sanitised and fenced evidence per chunk, coverage, the model assignment — plus
// every deterministic blocker the evidence already shows. No I/O: a test calls it with values.
import type { Config } from '../config/types.js';
import { planChunks } from '../evidence/chunks.js';
import { NUMBERED_DIFF_LEGEND } from '../evidence/numbered-diff.js';
import { testEvidenceBlockers } from '../evidence/test-floor.js';
import { estimateTokens } from '../evidence/tokens.js';
import type { ChunkPlan, Evidence, FileCoverage } from '../evidence/types.js';
import { alwaysHumanTriggers, computeSignals } from './signals.js';
import type { Signals } from './signals.js';
import { lookupModel } from '../models/catalog.js';
import { fenceUntrusted } from '../trust/fence.js';
import { sanitizeUntrusted } from '../trust/input.js';
import type { Removal } from '../trust/input.js';
import { prescreen } from '../trust/prescreen.js';
import { protectedPathBlockers } from '../trust/protected-paths.js';
import { applySpecTrust, joinSpec } from '../trust/spec-trust.js';
import type { ModelAssignment } from './model-assignment.js';

/** Room kept in every call for the lane's instructions and the model's answer. */
export const RESERVED_TOKENS = 12_000;

export interface PlanInput {
  evidence: Evidence;
  config: Config;
  /** The review's choice of models (src/review/models.ts): the plan budgets chunks by them. */
  models: ModelAssignment;
  /** Blockers found while collecting (test output missing, spec incomplete, …). */
  collectBlockers: string[];
  /** Per-run random fence delimiter. */
  delimiter: string;
  /**
   * Output tails of the declared commands (verification commands, recipe suites) that reviewers
   * will read: PR code printed them, so they are screened like any other untrusted text.
   */
  commandOutputs?: Array<{ name: string; text: string }>;
  /**
   * False: the injection pre-screen is left out, for the caller to add with `withPrescreen` once
   * the first model requests are on their way (it adds only blockers and attention items, which
   * no model is shown).
   */
  screen?: boolean;
}

export interface SourceRemovals {
  source: string;
  removed: Removal[];
}

/** One spec source's trust as the report shows it. */
export interface SpecSourceTrust {
  ref: string;
  trusted: boolean;
  basis: string;
  /** Left out of what the reviewers saw (`require-trusted-spec`). */
  excluded: boolean;
}

export interface ReviewPlan {
  signals: Signals;
  /** Per spec source, in the order of `evidence.spec.sources`. */
  specTrust: SpecSourceTrust[];
  hasSpec: boolean;
  chunkPlan: ChunkPlan;
  /** The smallest context window among the models that may serve a call. */
  contextWindow: number;
  /**
   * The lanes' evidence prefix, one per chunk, byte-identical for every lane call of that chunk:
   * the test output and the numbered diff, with no spec and no commit messages (#23: the lanes
   * that judge the code are framing-blind).
   */
  evidence: string[];
  /**
   * The fenced spec as a second evidence part, sent after the prefix only to the lanes that read
   * it (`Lane.readsSpec`), so the prefix stays shared.
   */
  specEvidence: string;
  /** The fenced pieces of each chunk's prompt, for the gate, which keeps the spec by design. */
  gateInputs: Array<{ spec: string; diff: string; testOutput: string }>;
  /** The spec, sanitised and fenced, for criteria extraction. */
  specForParse: string;
  models: ModelAssignment;
  /**
   * `forced-lanes` as configured, each once. A lane that forces itself (the adversary without a
   * spec) is added by the review (`forcedLanesFor`): the plan knows no lane.
   */
  forcedLanes: string[];
  implementerModel: string | null;
  blockers: string[];
  attention: string[];
  /** Whether the pre-screen's blockers and attention items are in (a verdict needs them). */
  screened: boolean;
  notes: string[];
  removals: SourceRemovals[];
  /** Null when the reviewers may be asked; else why no model may see this evidence. */
  noReview: string | null;
}

function uniq(items: string[]): string[] {
  return [...new Set(items)];
}

function describeRemovals(source: string, removed: Removal[]): string {
  return `${source}: removed ${removed
    .filter((r) => !r.kept)
    .map((r) => `${r.count} ${r.kind}`)
    .join(', ')}`;
}

/** What the diff itself decides: nothing to judge, a cut file list, a protected path, a trigger. */
function diffFindings(
  evidence: PlanInput['evidence'],
  config: PlanInput['config'],
  signals: Signals,
): { blockers: string[]; attention: string[]; notes: string[] } {
  const blockers: string[] = [];
  const attention: string[] = [];
  const notes: string[] = [];
  if (evidence.diff.files.length === 0) {
    blockers.push('empty diff: the pull request changes nothing a reviewer could judge');
  }
  if (!evidence.diff.complete) {
    blockers.push(`diff incomplete: ${evidence.diff.incompleteReason ?? 'the file list was cut'}`);
  }
  // The gate's own configuration, read from the whole diff before exclude-paths applies.
  blockers.push(...protectedPathBlockers(evidence.diff.files, config.protectedPaths));
  for (const trigger of alwaysHumanTriggers(signals)) {
    attention.push(`always-human trigger: ${trigger}`);
  }
  notes.push(...(evidence.diff.notes ?? []));
  return { blockers, attention, notes };
}

/** Files the plan could not put before a reviewer block; files excluded by the user are noted. */
function coverageFindings(coverage: FileCoverage[]): { blockers: string[]; notes: string[] } {
  const blockers: string[] = [];
  const notes: string[] = [];
  const notReviewable = coverage.filter((c) => c.state === 'not-reviewable');
  if (notReviewable.length > 0) {
    const shown = notReviewable
      .slice(0, 5)
      .map((c) => `${c.path} (${c.reason ?? 'not reviewable'})`);
    blockers.push(
      `diff incomplete: ${notReviewable.length} file(s) not reviewable — ${shown.join('; ')}${notReviewable.length > 5 ? '; …' : ''}`,
    );
  }
  const excluded = coverage.filter((c) => c.state === 'excluded').length;
  if (excluded > 0)
    notes.push(`${excluded} file(s) excluded by exclude-paths (listed under Coverage)`);
  return { blockers, notes };
}

/** Every untrusted text the pre-screen reads, raw: hidden characters are what it looks for. */
function prescreenItems(
  evidence: PlanInput['evidence'],
  commandOutputs: ReadonlyArray<{ name: string; text: string }>,
): Parameters<typeof prescreen>[0] {
  return [
    ...evidence.spec.sources.map((s) => ({ kind: 'spec' as const, name: s.ref, text: s.text })),
    ...evidence.testOutput.sources.map((s) => ({
      kind: 'test-output' as const,
      name: s.name,
      text: s.text,
    })),
    ...evidence.commitMessages.map((text, i) => ({
      kind: 'commit-message' as const,
      name: `commit ${i + 1}`,
      text,
    })),
    ...commandOutputs.map((c) => ({
      kind: 'command-output' as const,
      name: c.name,
      text: c.text,
    })),
    ...evidence.diff.files.map((f) => ({
      kind: 'file-name' as const,
      name: f.path,
      text: f.path,
    })),
    ...evidence.diff.files.map((f) => ({
      kind: 'diff' as const,
      name: f.path,
      text: f.hunks
        .flatMap((h) => h.lines.filter((l) => l.kind === '+').map((l) => l.text))
        .join('\n'),
    })),
  ];
}

/**
 * The spec and test output as the reviewers read them: spec trust per source from the base
 * repository (under `require-trusted-spec` only trusted sources are read), sanitised and fenced.
 */
function specEvidence(
  evidence: PlanInput['evidence'],
  config: PlanInput['config'],
  delimiter: string,
  clean: (source: string, text: string) => string,
) {
  // Trust comes from the base repository, source by source; under `require-trusted-spec` only the
  // trusted sources are what the reviewers read.
  const trust = applySpecTrust(
    evidence.spec.sources,
    { owner: evidence.pr.owner, repo: evidence.pr.repo },
    config.requireTrustedSpec,
  );
  const blockers = [...trust.blockers];
  const specTrust = trust.judged.map((j) => ({
    ref: j.source.ref,
    trusted: j.trust.trusted,
    basis: j.trust.basis,
    excluded: j.excluded,
  }));

  // Untrusted text: sanitised, recorded, fenced as data.
  const specText = clean(
    'spec',
    config.requireTrustedSpec ? joinSpec(trust.used) : evidence.spec.text,
  );
  const hasSpec = specText.trim() !== '';
  if (!hasSpec) {
    blockers.push(
      'spec missing: no spec input, PR body or closing issue says what "done" means — the adversary cannot judge conformance',
    );
  }
  const testText = clean('test output', evidence.testOutput.text);
  const fencedSpec = fenceUntrusted('spec', hasSpec ? specText : '(no spec provided)', delimiter);
  const fencedTests = fenceUntrusted(
    'test output',
    testText.trim() !== '' ? testText : '(no test output provided)',
    delimiter,
  );

  return { specTrust, hasSpec, fencedSpec, fencedTests, blockers, notes: trust.notes };
}

/** The smallest context window of any model that may serve a call. */
function smallestContextWindow(models: ModelAssignment, config: PlanInput['config']): number {
  const callModels = models.pool.length > 0 ? models.pool : config.models;
  return Math.min(...callModels.map((m) => lookupModel(m, config.modelCatalog).contextWindow));
}

/**
 * Per chunk, the fenced spec, test output and numbered diff one reviewer call reads. The diff
 * carries the legend of its number columns ahead of its fence: trusted text, ours.
 */
function reviewerInputs(
  chunkPlan: ChunkPlan,
  fencedSpec: string,
  fencedTests: string,
  delimiter: string,
  clean: (source: string, text: string, markup?: boolean) => string,
) {
  return chunkPlan.chunks.map((chunk) => ({
    spec: fencedSpec,
    testOutput: fencedTests,
    diff:
      `${NUMBERED_DIFF_LEGEND}\n\n` +
      fenceUntrusted(
        chunkPlan.chunks.length > 1 ? `diff chunk ${chunk.index}/${chunk.total}` : 'diff',
        clean(`diff chunk ${chunk.index}`, chunk.diffText, false),
        delimiter,
      ),
  }));
}

/** The lanes' shared prefix of one chunk: test output, then the numbered diff; never the spec. */
export function laneEvidencePrefix(inputs: { testOutput: string; diff: string }): string {
  return `## Test output\n\n${inputs.testOutput}\n\n## Diff\n\n${inputs.diff}\n`;
}

/** The spec part a spec-reading lane gets after the shared prefix. */
export function specEvidencePart(fencedSpec: string): string {
  return `## Spec\n\n${fencedSpec}\n`;
}

/** The pre-screen over every untrusted text, raw: hidden characters are what it looks for. */
function screenEvidence(input: Pick<PlanInput, 'evidence' | 'config' | 'commandOutputs'>) {
  return prescreen(
    prescreenItems(input.evidence, input.commandOutputs ?? []),
    input.config.securityPosture,
  );
}

/** A plan made with `screen: false`, with the pre-screen's blockers and attention items added. */
export function withPrescreen(
  plan: ReviewPlan,
  input: Pick<PlanInput, 'evidence' | 'config' | 'commandOutputs'>,
): ReviewPlan {
  if (plan.screened) return plan;
  const screen = screenEvidence(input);
  return {
    ...plan,
    blockers: uniq([...plan.blockers, ...screen.blockers]),
    attention: uniq([...plan.attention, ...screen.attention]),
    screened: true,
  };
}

export function planReview(input: PlanInput): ReviewPlan {
  const { evidence, config, delimiter } = input;
  const blockers: string[] = [...input.collectBlockers];
  // The test-evidence floor: failing tests, disagreeing evidence and unreadable reports block
  // whatever the models answer.
  blockers.push(...testEvidenceBlockers(evidence.testOutput));
  const attention: string[] = [];
  const notes: string[] = [];
  const removals: SourceRemovals[] = [];

  const clean = (source: string, text: string, markup = true): string => {
    const result = sanitizeUntrusted(text, { markup });
    if (result.removed.length > 0) removals.push({ source, removed: result.removed });
    return result.text;
  };

  // Signals and coverage come from the diff as GitHub (or git) sent it; the file names the select
  // prompt lists lose their hidden characters like any other untrusted text.
  const rawSignals = computeSignals(evidence.diff);
  const signals: Signals = {
    ...rawSignals,
    changedFiles: rawSignals.changedFiles.map((f) => sanitizeUntrusted(f, { markup: false }).text),
  };
  const diff = diffFindings(evidence, config, signals);
  blockers.push(...diff.blockers);
  attention.push(...diff.attention);
  notes.push(...diff.notes);

  // Models first: the chunk budget is the smallest window of any model that may serve a call.
  const implementerModel = evidence.implementer.model;
  const { models } = input;
  const contextWindow = smallestContextWindow(models, config);
  for (const warning of models.warnings) notes.push(warning);
  if (models.error !== null) blockers.push(models.error);

  const spec = specEvidence(evidence, config, delimiter, clean);
  blockers.push(...spec.blockers);
  notes.push(...spec.notes);
  const { specTrust, hasSpec, fencedSpec, fencedTests } = spec;

  const chunkPlan = planChunks(evidence.diff, {
    contextWindow,
    reservedTokens: RESERVED_TOKENS,
    // The gate's calls carry the spec, the test output and the legend beside every chunk.
    sharedTokens:
      estimateTokens(fencedSpec) +
      estimateTokens(fencedTests) +
      estimateTokens(NUMBERED_DIFF_LEGEND),
    excludePaths: config.excludePaths,
  });
  blockers.push(...chunkPlan.blockers);
  const coverage = coverageFindings(chunkPlan.coverage);
  blockers.push(...coverage.blockers);
  notes.push(...coverage.notes);

  const gateInputs = reviewerInputs(chunkPlan, fencedSpec, fencedTests, delimiter, clean);

  const screened = input.screen !== false;
  if (screened) {
    const screen = screenEvidence(input);
    blockers.push(...screen.blockers);
    attention.push(...screen.attention);
  }
  for (const r of removals) {
    if (r.removed.some((x) => !x.kept))
      notes.push(`sanitised ${describeRemovals(r.source, r.removed)}`);
  }

  // The transcript leak guard runs over the gate's prompts in the review stage
  // (src/pipeline/plan-review.ts), which owns the prompt; it takes precedence over these.
  let noReview = models.error;
  if (noReview === null && gateInputs.length === 0) {
    noReview = 'no reviewable evidence: the plan has no chunk to send';
  }

  return {
    signals,
    specTrust,
    hasSpec,
    chunkPlan,
    contextWindow,
    evidence: gateInputs.map(laneEvidencePrefix),
    specEvidence: specEvidencePart(fencedSpec),
    gateInputs,
    specForParse: fencedSpec,
    models,
    forcedLanes: uniq(config.forcedLanes),
    implementerModel,
    blockers: uniq(blockers),
    attention: uniq(attention),
    screened,
    notes,
    removals,
    noReview,
  };
}
