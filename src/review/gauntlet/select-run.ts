// Lane selection as the runner runs it (design.md §B.3): the rules floor at t=0 (its lanes start
// at once), then the `select` call, whose answer can only widen the floor. A `select` fault widens
// to the deterministic defaults; a crash widens to defaults ∪ security. Pure apart from the call.
import type { SendCall } from './calls.js';
import { LANE_ORDER } from './lanes/registry.js';
import { SELECT_INSTRUCTIONS, selectReplySchema, selectTask } from './lanes/select.js';
import { describeError } from '../../plain-text.js';
import { faultText } from './replies.js';
import type { LaneEventKind } from './schedule.js';
import {
  addableLanes,
  applyAdditions,
  degradedSelection,
  fallbackSelection,
  selectFloor,
  type FloorInput,
} from './selection.js';
import type { Signals } from '../../plan/signals.js';
import type { LaneName, LaneSelection } from './types.js';
import type { SecurityPosture } from '../../config/types.js';
import type { DeclaredRuns } from '../../evidence/declared-checks.js';

export interface SelectionRun {
  input: {
    signals: Signals;
    hasSpec: boolean;
    checks: DeclaredRuns;
    securityPosture: SecurityPosture;
    forcedLanes: string[];
  };
  chunks: number;
  firstChunk: string | undefined;
  send: SendCall;
  emit(lane: string, kind: LaneEventKind, detail?: string): void;
  /** NOTEs and `PIPELINE-FAULT:`s of the run; selection adds its own. */
  pipelineErrors: string[];
  /** Called with the floor before `select` is asked, so the floor lanes start at once. */
  onFloor(floor: LaneSelection): void;
}

/** The run's lane selection: the floor, widened by `select`'s answer (or its fault). */
export async function chooseLanes(run: SelectionRun): Promise<LaneSelection> {
  const { input, pipelineErrors } = run;
  const floorInput = floorInputOf(input);
  if (typeof input.signals?.error === 'string' && input.signals.error !== '') {
    pipelineErrors.push(input.signals.error);
  }
  if (run.chunks === 0) {
    pipelineErrors.push(
      'PIPELINE-FAULT: the gauntlet received no evidence chunks — nothing could be reviewed',
    );
  }
  let floor: LaneSelection;
  try {
    floor = selectFloor(floorInput);
  } catch (error) {
    pipelineErrors.push(
      `PIPELINE-FAULT: lane builder crashed — ${describeError(error)}; lanes widened to defaults ∪ security`,
    );
    floor = fallbackSelection(floorInput);
  }
  run.onFloor(floor);
  return selectAndWiden(run, floorInput, floor);
}

function floorInputOf(input: SelectionRun['input']): FloorInput {
  return {
    signals: input.signals,
    hasSpec: input.hasSpec,
    hasRecipe: input.checks.recipe.kind !== 'no-recipe',
    securityPosture: input.securityPosture,
    forcedLanes: input.forcedLanes,
  };
}

async function selectAndWiden(
  run: SelectionRun,
  floorInput: FloorInput,
  floor: LaneSelection,
): Promise<LaneSelection> {
  const addable = addableLanes({ hasSpec: floorInput.hasSpec, hasRecipe: floorInput.hasRecipe });
  if (addable.every((lane) => floor.lanes.includes(lane))) {
    return {
      lanes: floor.lanes,
      reasons: [
        ...floor.reasons,
        'select: not asked — every lane it could add is already selected',
      ],
    };
  }
  run.emit('select', 'started');
  const answer = await run.send(
    'select',
    0,
    {
      step: 'review',
      instructions: SELECT_INSTRUCTIONS,
      task: selectTask({
        signals: floorInput.signals,
        hasSpec: floorInput.hasSpec,
        hasRecipe: floorInput.hasRecipe,
        securityPosture: floorInput.securityPosture,
        floor: floor.lanes,
        chunks: run.chunks,
      }),
      schema: selectReplySchema,
    },
    run.firstChunk,
  );
  try {
    if (answer.ok) {
      run.emit('select', 'finished');
      const ctx = { hasSpec: floorInput.hasSpec, hasRecipe: floorInput.hasRecipe };
      return widened(floor, applyAdditions(floor, answer.value, ctx));
    }
    run.emit('select', 'faulted', faultText(answer.fault));
    return widened(
      floor,
      degradedSelection(floorInput, `select faulted — ${faultText(answer.fault)}`),
    );
  } catch (error) {
    run.pipelineErrors.push(
      `PIPELINE-FAULT: lane selection crashed — ${describeError(error)}; lanes widened to defaults ∪ security`,
    );
    return widened(floor, fallbackSelection(floorInput));
  }
}

function widened(base: LaneSelection, extra: LaneSelection): LaneSelection {
  const chosen = new Set<LaneName>([...base.lanes, ...extra.lanes]);
  return { lanes: LANE_ORDER.filter((l) => chosen.has(l)), reasons: extra.reasons };
}
