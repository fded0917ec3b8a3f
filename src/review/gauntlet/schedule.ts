// Lane scheduling: one lane's attempts under the retry gate, and the set of running lanes (a lane
// starts at most once, whoever asks first — the floor at t=0 or `select` when it answers).
import { describeError, oneLine } from '../../plain-text.js';
import type { LaneName } from './lanes/registry.js';
import { laneFault, type LaneAttempt } from './replies.js';
import { MAX_LANE_ATTEMPTS, retryDecision } from './retry.js';
import { isFaulted, sentinelMatch } from './sentinels.js';

export type LaneEventKind = 'started' | 'finished' | 'faulted' | 'retrying';

export interface LaneLoopDeps {
  /** One whole-lane attempt (0-based index). */
  attempt(lane: LaneName, attemptIndex: number): Promise<LaneAttempt>;
  /** Called after every attempt with its result and 1-based number: the last one is kept. */
  onAttempt(lane: LaneName, result: LaneAttempt, attempt: number): void;
  onNote(note: string): void;
  onIncomplete(lane: LaneName): void;
  emit(lane: string, kind: LaneEventKind, detail?: string): void;
  remainingMs(): number;
  budgetMs: number;
}

/** Runs `lane` until a report is not faulted or the retry gate declines another attempt. */
export async function runLaneWithRetries(lane: LaneName, deps: LaneLoopDeps): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    deps.emit(lane, 'started', attempt > 1 ? `attempt ${attempt}/${MAX_LANE_ATTEMPTS}` : undefined);
    let result: LaneAttempt;
    try {
      result = await deps.attempt(lane, attempt - 1);
    } catch (error) {
      result = laneFault(lane, { kind: 'internal-error', message: describeError(error) });
    }
    deps.onAttempt(lane, result, attempt);
    if (!isFaulted(lane, result.report)) {
      deps.emit(lane, 'finished', sentinelMatch(lane, result.report) ?? undefined);
      return;
    }
    deps.emit(lane, 'faulted', oneLine(result.report.split('\n').slice(0, 2).join(' '), 300));
    const decision = retryDecision({
      lane,
      attempt,
      ...(result.noRetry === undefined ? {} : { noRetry: result.noRetry }),
      remainingMs:
        result.noRetry === undefined && attempt < MAX_LANE_ATTEMPTS ? deps.remainingMs() : 0,
      budgetMs: deps.budgetMs,
    });
    deps.onNote(decision.note);
    if (!decision.rerun) {
      deps.onIncomplete(lane);
      return;
    }
    deps.emit(lane, 'retrying', `attempt ${attempt + 1}/${MAX_LANE_ATTEMPTS}`);
  }
}

export interface LaneScheduler {
  /** Starts `lane` unless it already started. */
  start(lane: LaneName): void;
  /** Resolves when every lane started so far has settled. */
  settled(): Promise<void>;
}

/** A lane whose loop crashes is recorded through `onCrash`, never thrown. */
export function createLaneScheduler(
  run: (lane: LaneName) => Promise<void>,
  onCrash: (lane: LaneName, error: unknown) => void,
): LaneScheduler {
  const lanes = new Map<LaneName, Promise<void>>();
  return {
    start(lane) {
      if (lanes.has(lane)) return;
      lanes.set(
        lane,
        run(lane).catch((error: unknown) => onCrash(lane, error)),
      );
    },
    async settled() {
      await Promise.all([...lanes.values()]);
    },
  };
}
