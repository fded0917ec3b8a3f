// collect → plan → review → decide, shared by the action and the CLI. The caller supplies the
// evidence and, unless this is a dry run, a model caller; this module returns the decision and the
// rendered report. Deciding and rendering are pure and may be re-run with late blockers (a stale
// head found just before publishing).
import type { Config } from '../config/types.js';
import { nextTurn } from '../event-loop.js';
import type { Diff, Evidence, TestOutput } from '../evidence/types.js';
import { patchHoldsHunks } from '../evidence/diff.js';
import { formatLabel } from '../evidence/test-output.js';
import { greenProof } from '../evidence/test-floor.js';
import { decide } from '../decide/decision.js';
import type { Decision, DecisionInput } from '../decide/decision.js';
import { renderReport } from '../decide/report.js';
import type { ReportContext } from '../decide/report.js';
import type { TestEvidenceView } from '../decide/test-evidence-view.js';
import { repositoryUrlOf } from '../decide/what-to-do.js';
import type { GauntletEvent } from '../review/gauntlet/runner.js';
import type { RecipeRuns, VerificationRuns } from '../evidence/declared-checks.js';
import type { LaneOutcome } from '../review/gauntlet/types.js';
import { ZERO_USAGE } from '../models/types.js';
import type { ModelCaller, Usage } from '../models/types.js';
import {
  secretInEvidenceBlocker,
  secretsInEvidence,
  withoutConfiguredSecrets,
} from '../trust/evidence-secrets.js';
import { redactSecrets } from '../trust/redact.js';
import { withPrescreen } from '../plan/plan.js';
import type { ReviewPlan } from '../plan/plan.js';
import { planForReview } from './plan-review.js';
import { reviewNotRun, runReview } from '../review/review.js';
import type { ReviewResult } from '../review/review.js';
import type { GateLogger } from '../review/fresh-context/review-gate.js';
import type { RepositoryAccess } from '../repository/access.js';
import { repositoryFindings, repositoryReading } from '../review/repository-tools.js';

export const DRY_RUN_NOTE =
  'no model was asked: this is the deterministic plan only (dry run, or no model key configured)';

function noModelNote(reason: string | undefined): string {
  return reason === undefined ? DRY_RUN_NOTE : `no model was asked: ${reason}`;
}

export interface JudgeInput {
  evidence: Evidence;
  config: Config;
  collectBlockers: string[];
  verification: VerificationRuns;
  probe: RecipeRuns;
  delimiter: string;
  /** Why no model is asked when `caller` is null (default: a dry run). */
  noModelReason?: string;
  /** null: dry run — plan only, no model is asked, and the verdict is BLOCKED. */
  caller: (ModelCaller & { usage(): { total: Usage } }) | null;
  deadline: number;
  /** Configured key values, redacted from every model-written text. */
  secrets: string[];
  onEvent?: (event: GauntletEvent) => void;
  logger?: GateLogger;
  /**
   * The repository snapshots the lanes' read-only tools serve (`repository-context: read`);
   * null or absent: the lanes see only the evidence.
   */
  repository?: RepositoryAccess | null;
  /** This run's page, which the report's "re-run the job" links to (null: not known). */
  runUrl?: string | null;
}

export interface Judgement {
  plan: ReviewPlan;
  review: ReviewResult;
  decisionInput: DecisionInput;
  decision: Decision;
  report: string;
  context: ReportContext;
  usage: Usage;
  /** Blockers the review itself produced (a reply that carried a secret). */
  reviewBlockers: string[];
  /** Attention items the review itself produced (injection-like text in a file a lane read). */
  reviewAttention: string[];
}

const SECRET_BLOCKER =
  'possible secret disclosure: a reviewer reply contained a secret-looking string (redacted in this report)';

/** Redacts secrets from every lane report and gate text; returns how many were found. */
function redactReview(
  review: ReviewResult,
  secrets: string[],
): { review: ReviewResult; found: number } {
  let found = 0;
  const scrub = (text: string): string => {
    const result = redactSecrets(text, secrets);
    found += result.redactions;
    return result.text;
  };
  const outcomes: Partial<Record<string, LaneOutcome>> = {};
  for (const [lane, outcome] of Object.entries(review.gauntlet.outcomes)) {
    if (outcome !== undefined) outcomes[lane] = { ...outcome, report: scrub(outcome.report) };
  }
  const gate = review.gate && {
    ...review.gate,
    summary: scrub(review.gate.summary),
    issues: review.gate.issues.map(scrub),
    questions: review.gate.questions.map(scrub),
  };
  return {
    review: { gate, gauntlet: { ...review.gauntlet, outcomes } },
    found,
  };
}

export function decideAndRender(
  judgement: Pick<Judgement, 'plan' | 'review' | 'usage' | 'reviewBlockers' | 'reviewAttention'>,
  input: Pick<
    JudgeInput,
    'evidence' | 'config' | 'secrets' | 'caller' | 'noModelReason' | 'repository' | 'runUrl'
  >,
  lateBlockers: string[] = [],
): Pick<Judgement, 'decisionInput' | 'decision' | 'report' | 'context'> {
  const { plan, review, usage, reviewBlockers, reviewAttention } = judgement;
  // A verdict without the pre-screen's blockers could pass what it would block.
  if (!plan.screened)
    throw new Error('internal error: the plan was decided before its pre-screen ran');
  const notes = [...plan.notes];
  if (input.caller === null) notes.unshift(noModelNote(input.noModelReason));
  const decisionInput: DecisionInput = {
    gauntlet: review.gauntlet,
    gate: review.gate,
    blockers: [...plan.blockers, ...reviewBlockers, ...lateBlockers],
    attention: [...plan.attention, ...reviewAttention],
    notes,
    humanAttention: input.config.humanAttention,
    rigor: input.config.rigor,
  };
  const decision = decide(decisionInput);
  const context: ReportContext = {
    headSha: input.evidence.pr.headSha,
    base: { ref: input.evidence.pr.baseRef, sha: input.evidence.pr.baseSha },
    repositoryUrl: repositoryUrlOf(input.evidence.pr.htmlUrl),
    runUrl: input.runUrl ?? null,
    repositoryOffered: offeredRepository(input) !== null,
    statusContext: input.config.statusContext,
    coverage: plan.chunkPlan.coverage,
    specSources: input.evidence.spec.sources.map(({ kind, ref, author, association }, i) => {
      const trust = plan.specTrust[i];
      return {
        kind,
        ref,
        author,
        association,
        ...(trust === undefined
          ? {}
          : { trusted: trust.trusted, trustBasis: trust.basis, excluded: trust.excluded }),
      };
    }),
    implementer: {
      model: input.evidence.implementer.model,
      sessionId: input.evidence.implementer.sessionId,
      detectedFrom: input.evidence.implementer.detectedFrom,
    },
    usage,
    rigor: input.config.rigor,
    securityPosture: input.config.securityPosture,
    testEvidence: testEvidenceView(input.evidence.testOutput),
  };
  // A last pass over the whole report: nothing secret-looking leaves, whoever wrote it. Model text
  // was scrubbed (and counted as a blocker) in `judge`; what this pass can still meet is our own
  // quoting of untrusted input (file names, excerpts), which is masked, not a disclosure.
  const report = redactSecrets(renderReport(decision, decisionInput, context), input.secrets).text;
  return { decisionInput, decision, report, context };
}

/**
 * The diff as the secret search reads it: a file whose patch holds its hunks is read once, in its
 * patch (on a large PR, reading every line again doubled the time before the first model call).
 */
function diffAsSearched(diff: Diff): Diff {
  return {
    ...diff,
    files: diff.files.map((file) => (patchHoldsHunks(file) ? { ...file, hunks: [] } : file)),
  };
}

/** A blocker when a configured secret is anywhere in what the models would be shown. */
function evidenceSecretBlockers(input: JudgeInput): string[] {
  const found = secretsInEvidence(
    [
      ['diff', diffAsSearched(input.evidence.diff)],
      ['spec', input.evidence.spec],
      ['test output', input.evidence.testOutput],
      ['commit messages', input.evidence.commitMessages],
      ['pull request title', input.evidence.pr.title],
      ['verification command output', input.verification],
      ['local-run probe output', input.probe],
    ],
    input.secrets,
  );
  // A secret in a part of a test file no prompt keeps was still read from the evidence.
  const inTestFiles = input.evidence.testOutput.sources.some((s) => s.secretFound === true);
  if (inTestFiles && !found.includes('test output')) found.push('test output');
  return found.length > 0 ? [secretInEvidenceBlocker(found)] : [];
}

/** What the report's Test evidence section shows of the test output read. */
function testEvidenceView(output: TestOutput): TestEvidenceView {
  return {
    sources: output.sources.map((s) => ({
      name: s.name,
      format: formatLabel(s.format),
      ...(s.totals ? { totals: s.totals } : {}),
      ...(s.declared ? { declared: s.declared } : {}),
      failures: (s.failures ?? []).map((f) => ({
        name: f.name,
        message: f.message,
        ...(f.kind ? { kind: f.kind } : {}),
      })),
      notes: s.notes ?? [],
      problems: s.problems ?? [],
      ...(s.log
        ? { logLines: s.log.totalLines, summaries: s.log.summaries.map((x) => x.line) }
        : {}),
    })),
    missing: output.missing,
    proof: greenProof(output),
  };
}

/** What the declared commands printed (their tails reach the adversary and probe prompts). */
export function commandOutputs(
  verification: VerificationRuns,
  probe: RecipeRuns,
): Array<{ name: string; text: string }> {
  const runs = [
    ...(verification.kind === 'runs' ? verification.runs : []),
    ...(probe.kind === 'ran' ? probe.suites : []),
  ];
  return runs
    .filter((run) => typeof run.tail === 'string' && run.tail.trim() !== '')
    .map((run) => ({ name: run.cmd, text: run.tail }));
}

/** The snapshots the lanes may read, when a model is asked and `repository-context` is `read`. */
function offeredRepository(
  input: Pick<JudgeInput, 'caller' | 'repository' | 'config'>,
): RepositoryAccess | null {
  if (input.caller === null || input.config.repositoryContext !== 'read') return null;
  return input.repository ?? null;
}

/**
 * The input with a configured secret found in its evidence redacted at the source, in whatever
 * form it took: the pre-screen's excerpts (a key split by a zero-width character was quoted
 * around it), every prompt and the report then read only the redacted copy.
 */
function withoutEvidenceSecrets(input: JudgeInput): JudgeInput {
  const { secrets } = input;
  return {
    ...input,
    evidence: withoutConfiguredSecrets(input.evidence, secrets),
    verification: withoutConfiguredSecrets(input.verification, secrets),
    probe: withoutConfiguredSecrets(input.probe, secrets),
  };
}

export async function judge(given: JudgeInput): Promise<Judgement> {
  const secretBlockers = evidenceSecretBlockers(given);
  const input = secretBlockers.length === 0 ? given : withoutEvidenceSecrets(given);
  const planned = {
    evidence: input.evidence,
    config: input.config,
    collectBlockers: [...input.collectBlockers, ...secretBlockers],
    delimiter: input.delimiter,
    commandOutputs: commandOutputs(input.verification, input.probe),
  };
  const unscreened = planForReview({ ...planned, screen: false });
  let plan: ReviewPlan;
  let review: ReviewResult;
  const offered = offeredRepository(input);
  const reading =
    offered === null
      ? null
      : repositoryReading({
          access: offered,
          maxSteps: input.config.maxToolSteps,
          secrets: input.secrets,
        });
  if (input.caller === null) {
    plan = withPrescreen(unscreened, planned);
    review = reviewNotRun(plan, input.config, noModelNote(input.noModelReason));
  } else {
    const reviewing = runReview(unscreened, input.evidence, input.config, {
      caller: input.caller,
      deadline: input.deadline,
      checks: { verification: input.verification, recipe: input.probe },
      laneInputs: input.config.extraInputs,
      ...(input.onEvent === undefined ? {} : { onEvent: input.onEvent }),
      ...(input.logger === undefined ? {} : { logger: input.logger }),
      ...(reading === null ? {} : { repository: reading }),
    });
    // Thrown below if the pre-screen throws: the review's own rejection is not left unhandled.
    reviewing.catch(() => undefined);
    // The pre-screen adds only blockers and attention items, which no model is shown: it runs
    // once the first requests are on their way (their sockets connect in one turn of the event
    // loop and are written in the next), beside the models, not before them.
    await nextTurn();
    await nextTurn();
    plan = withPrescreen(unscreened, planned);
    review = await reviewing;
  }
  const read = repositoryFindings(reading, input.config.securityPosture);
  const redacted = redactReview(review, input.secrets);
  const judged = {
    plan,
    review: redacted.review,
    usage: input.caller?.usage().total ?? { ...ZERO_USAGE },
    reviewBlockers: [...(redacted.found > 0 ? [SECRET_BLOCKER] : []), ...read.blockers],
    reviewAttention: read.attention,
  };
  return { ...judged, ...decideAndRender(judged, input) };
}
