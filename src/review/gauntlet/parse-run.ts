// The spec's acceptance criteria for the adversary. A spec that lists them (a criteria section or
// a task list, `lanes/checklist.ts`) is read by our code: no `parse` call, no wait. A prose spec
// is asked of `parse` once at t=0, with the fenced spec as its ONLY evidence (never the diff). A
// successful answer is reused by the adversary's re-runs (criteria are an input of the lane, like
// the selection); a faulted one is asked again by the next attempt that finds it faulted.
import type { SendCall } from './calls.js';
import { extractChecklist, unfenceSpec } from './lanes/checklist.js';
import {
  MAX_CRITERIA,
  PARSE_INSTRUCTIONS,
  parseReplySchema,
  parseTask,
  stampCriteria,
  type Criterion,
} from './lanes/parse.js';
import { callFault, faultText, type CallOutcome } from './replies.js';
import type { LaneEventKind } from './schedule.js';

export interface CriteriaSource {
  /** Starts the call for `attemptIndex` (the runner's t=0 start serves attempt 0). */
  start(attemptIndex: number): void;
  /** The criteria for an adversary attempt: the current answer, re-asked when it is a fault. */
  forAttempt(attemptIndex: number): Promise<CallOutcome<Criterion[]>>;
}

/** The criteria a listed spec gives, or null for a prose spec; a list too long is a fault. */
export function listedCriteria(specText: string): CallOutcome<Criterion[]> | null {
  const listed = extractChecklist(unfenceSpec(specText));
  if (listed === null) return null;
  if (listed.length > MAX_CRITERIA) {
    return callFault(
      'too-many-criteria',
      `the spec lists ${listed.length} criteria, more than the ${MAX_CRITERIA} the adversary ` +
        'checks — split the spec',
    );
  }
  return { ok: true, value: listed };
}

export function createCriteriaSource(
  send: SendCall,
  // Only whether there is any: `parse` reads the spec alone, never the diff evidence.
  evidence: readonly string[],
  specText: string,
  emit: (lane: string, kind: LaneEventKind, detail?: string) => void,
): CriteriaSource {
  const listed = listedCriteria(specText);
  if (listed !== null) {
    const answer = Promise.resolve(listed);
    return { start: () => undefined, forAttempt: () => answer };
  }

  let run: Promise<CallOutcome<Criterion[]>> | null = null;
  let askedFor = 0;

  function ask(attemptIndex: number): Promise<CallOutcome<Criterion[]>> {
    // A run with no evidence has nothing to check criteria against: no call is spent.
    if (evidence.length === 0) {
      return Promise.resolve(callFault('no-evidence', 'the gauntlet received no evidence'));
    }
    emit('parse', 'started', attemptIndex > 0 ? `attempt ${attemptIndex + 1}` : undefined);
    return send(
      'parse',
      attemptIndex,
      {
        step: 'review',
        instructions: PARSE_INSTRUCTIONS,
        task: parseTask(),
        schema: parseReplySchema(specText),
      },
      specText,
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
