// What `done-gate review` prints, as pure functions of what the review produced: the refused
// diff, the dry run's plan, and the verdict, each as terminal text or as JSON. The command only
// chooses which view to print.
import type { LaneEstimate } from '../review/estimate.js';
import type { ReviewPlan } from '../plan/plan.js';
import type { Judgement } from '../pipeline/judge.js';
import type { LaneSelection } from '../review/gauntlet/types.js';
import { paintReport } from './render.js';
import type { Paint } from './render.js';

/** How the user asked to see the result: `--json`, else text painted for the terminal. */
export interface ViewFormat {
  json: boolean;
  paint: Paint;
}

function asJson(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

/** The diff was refused before any plan: BLOCKED with the one blocker. */
export function refusedDiffView(blocker: string, format: ViewFormat): string {
  if (format.json) return asJson({ verdict: 'BLOCKED', blockers: [blocker] });
  return paintReport(`GAUNTLET: BLOCKED\n\n## Blockers\n\n- ${blocker}\n`, format.paint);
}

/** A dry run's plan, for `--json`. */
export interface PlanFacts {
  plan: ReviewPlan;
  selection: LaneSelection;
  estimates: LaneEstimate[];
  /** Whether `--dry-run` asked for it (a plan, exit 0) or no key was set (BLOCKED, exit 1). */
  explicit: boolean;
  /** Why no model was asked. */
  why: string;
}

export function planJson(facts: PlanFacts): string {
  const { plan, selection, estimates } = facts;
  const coverage = plan.chunkPlan.coverage;
  const count = (state: (typeof coverage)[number]['state']): number =>
    coverage.filter((c) => c.state === state).length;
  return asJson({
    // A plan is not a verdict: `PLAN` for an explicit dry run, `BLOCKED` when no key was set and
    // the review could not run.
    verdict: facts.explicit ? 'PLAN' : 'BLOCKED',
    dryRun: true,
    reason: `no model was asked: ${facts.why}`,
    signals: plan.signals,
    lanes: selection,
    files: {
      total: coverage.length,
      reviewed: count('reviewed'),
      notReviewable: count('not-reviewable'),
      excluded: count('excluded'),
    },
    coverage,
    chunks: plan.chunkPlan.chunks.length,
    chunkFiles: plan.chunkPlan.chunks.map((c) => c.files),
    estimates,
    blockers: plan.blockers,
    attention: plan.attention,
    notes: plan.notes,
  });
}

/** The line under a dry run's text plan: no verdict, and why. */
export function noVerdictLine(why: string, paint: Paint): string {
  return `\n${paint.yellow(`No verdict: no model was asked — ${why}.`)}\n`;
}

/** The verdict of a review that ran: the report, or its decision as JSON. */
export function verdictView(
  judgement: Pick<Judgement, 'decision' | 'usage' | 'report'>,
  format: ViewFormat,
): string {
  const { decision } = judgement;
  if (!format.json) return paintReport(judgement.report, format.paint) + '\n';
  return asJson({
    verdict: decision.verdict,
    gateState: decision.gateState,
    blockers: decision.blockers,
    attention: decision.attention,
    incomplete: decision.incomplete,
    usage: judgement.usage,
    report: judgement.report,
  });
}
