// `parse`: the spec's acceptance criteria, asked once for the adversary at t=0. A successful answer
// is reused by the adversary's re-runs (criteria are an input of the lane, like the selection); a
// faulted one is asked again by the next attempt that finds it faulted.
import type { SendCall } from './calls.js';
import {
  PARSE_INSTRUCTIONS,
  parseReplySchema,
  parseTask,
  stampCriteria,
  type Criterion,
} from './lanes/parse.js';
import { faultText, type CallOutcome } from './replies.js';
import type { LaneEventKind } from './schedule.js';

export interface CriteriaSource {
  /** Starts the call for `attemptIndex` (the runner's t=0 start serves attempt 0). */
  start(attemptIndex: number): void;
  /** The criteria for an adversary attempt: the current answer, re-asked when it is a fault. */
  forAttempt(attemptIndex: number): Promise<CallOutcome<Criterion[]>>;
}

export function createCriteriaSource(
  send: SendCall,
  evidence: readonly string[],
  specText: string,
  emit: (lane: string, kind: LaneEventKind, detail?: string) => void,
): CriteriaSource {
  let run: Promise<CallOutcome<Criterion[]>> | null = null;
  let askedFor = 0;

  function ask(attemptIndex: number): Promise<CallOutcome<Criterion[]>> {
    emit('parse', 'started', attemptIndex > 0 ? `attempt ${attemptIndex + 1}` : undefined);
    return send(
      'parse',
      attemptIndex,
      {
        step: 'review',
        instructions: PARSE_INSTRUCTIONS,
        task: parseTask(specText),
        schema: parseReplySchema(specText),
      },
      evidence[0],
    ).then((result): CallOutcome<Criterion[]> => {
      if (!result.ok) {
        emit('parse', 'faulted', faultText(result.fault));
        return result;
      }
      const criteria = stampCriteria(result.value);
      emit('parse', 'finished', `${criteria.length} criteria`);
      return { ok: true, value: criteria };
    });
  }

  return {
    start(attemptIndex) {
      run = ask(attemptIndex);
      askedFor = attemptIndex;
    },
    async forAttempt(attemptIndex) {
      if (run === null) {
        run = ask(attemptIndex);
        askedFor = attemptIndex;
      }
      let parsed = await run;
      if (!parsed.ok && askedFor < attemptIndex) {
        run = ask(attemptIndex);
        askedFor = attemptIndex;
        parsed = await run;
      }
      return parsed;
    },
  };
}
