// Scripted multi-turn tool sessions for the model emulator: what a model does turn by turn when it
// is given tools — call some, read what came back, then answer (or call again). The turn is read
// from the request itself (how many tool turns its conversation holds), so retries and parallel
// lanes need no state here. Vendor-neutral: the emulator writes each vendor's wire form.
import type {
  RecordedRequest,
  ScriptContext,
  ScriptReply,
  ToolCallSpec,
  ToolResultSeen,
} from './model-emulator.js';

/** One turn of a session: tools to call, a fixed reply, or a decision made from the request. */
export type SessionTurn =
  ToolCallSpec[] | ScriptReply | ((ctx: ScriptContext) => ScriptReply | ToolCallSpec[]);

export const call = (name: string, input: unknown): ToolCallSpec => ({ name, input });

/**
 * A model that takes `turns` in order: turn n answers the request that carries the results of n
 * earlier tool turns. Past the last turn the last one answers again (a final answer repeats; a
 * list of calls keeps calling).
 */
export function toolSession(...turns: SessionTurn[]): (ctx: ScriptContext) => ScriptReply {
  if (turns.length === 0) throw new Error('toolSession: give at least one turn');
  return (ctx) => {
    const turn = turns[Math.min(ctx.toolTurns.length, turns.length - 1)]!;
    const answer = typeof turn === 'function' ? turn(ctx) : turn;
    return Array.isArray(answer) ? { toolCalls: answer } : answer;
  };
}

/**
 * An obedient model caught in a loop: every turn calls tools again and never answers. `calls`
 * gets the turn number (0-based), so each turn can ask for something new.
 */
export function loopingTools(
  calls: (turn: number) => ToolCallSpec[] = (turn) => [
    call('read_file', { path: `src/file-${turn}.ts` }),
  ],
): (ctx: ScriptContext) => ScriptReply {
  return (ctx) => ({ toolCalls: calls(ctx.toolTurns.length) });
}

/** The results the request carries, optionally only those of one tool. */
export function resultsOf(ctx: ScriptContext, tool?: string): ToolResultSeen[] {
  return ctx.toolResults.filter((result) => tool === undefined || result.name === tool);
}

/**
 * The result of the call of `tool` whose input has `field` equal to `value` (e.g. the read of
 * one path), or undefined when no such call was answered.
 */
export function resultFor(
  ctx: ScriptContext,
  tool: string,
  field: string,
  value: unknown,
): ToolResultSeen | undefined {
  return resultsOf(ctx, tool).find(
    (result) =>
      typeof result.input === 'object' &&
      result.input !== null &&
      (result.input as Record<string, unknown>)[field] === value,
  );
}

/**
 * What the model was given to read through tools, per conversation: each request carries its
 * whole history, so the results of a lane + step + session are those of its latest request.
 * Optionally only one lane's.
 */
export function toolResultsSeen(
  requests: readonly RecordedRequest[],
  lane?: string,
): ToolResultSeen[] {
  const latest = new Map<string, RecordedRequest>();
  for (const request of requests) {
    if (lane !== undefined && request.lane !== lane) continue;
    const key = `${request.lane ?? ''}\u0000${request.step ?? ''}\u0000${request.session ?? ''}`;
    const previous = latest.get(key);
    if (previous === undefined || request.toolTurns.length >= previous.toolTurns.length) {
      latest.set(key, request);
    }
  }
  return [...latest.values()].flatMap((request) => request.toolResults);
}
