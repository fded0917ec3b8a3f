// Lane selection (design.md §B.3): a deterministic rules floor, additions the `select` model may
// make, caller-forced lanes, and the wider deterministic defaults used when `select` faulted.
// Every step only ever adds lanes. Nothing here reads untrusted text except `lane_reasons`, which
// is only echoed (one line, capped, neutralised): untrusted text can never remove a lane.
import { neutralizeModelText } from '../../trust/output.js';
import { oneLine } from '../../plain-text.js';
import type { AdditionContext, FloorInput } from './lanes/lane.js';
import { LANE_ORDER, LANES, laneOf } from './lanes/registry.js';
import { signalsUnavailable } from '../../plan/signals.js';
import type { LaneName, LaneSelection, SelectAdditions } from './types.js';

export type { FloorInput } from './lanes/lane.js';

/** Caller spellings of each lane (lower-cased, trimmed), as the reference's ALIASES. */
export const LANE_ALIASES: Readonly<Record<string, LaneName>> = Object.fromEntries(
  LANES.flatMap((lane) => lane.aliases.map((alias) => [alias, lane.name])),
);

/** The `select` reply's flag for a lane: `add_code_review`, `add_probe`, … */
export function selectFlag(lane: LaneName): string {
  return `add_${lane.replace(/-/g, '_')}`;
}

const LANE_REASONS_MAX = 300;
const FAILURE_MAX = 500;
const NAME_MAX = 60;

/** Maps caller lane names through the aliases: known lanes in LANE_ORDER, unknown names as given. */
export function resolveLaneAliases(names: string[]): { lanes: LaneName[]; unknown: string[] } {
  const found = new Set<LaneName>();
  const unknown: string[] = [];
  for (const raw of Array.isArray(names) ? names : []) {
    if (typeof raw !== 'string') continue;
    const name = raw.trim();
    if (name === '') continue;
    const lane = Object.hasOwn(LANE_ALIASES, name.toLowerCase())
      ? LANE_ALIASES[name.toLowerCase()]
      : undefined;
    if (lane !== undefined) found.add(lane);
    else {
      const shown = oneLine(name, NAME_MAX);
      if (!unknown.includes(shown)) unknown.push(shown);
    }
  }
  return { lanes: inLaneOrder(found), unknown };
}

/**
 * `forced-lanes` as configured, then the lanes that force themselves in this context (the
 * adversary without a spec, so that a missing spec fails closed), each name once.
 */
export function forcedLanesFor(configured: readonly string[], ctx: AdditionContext): string[] {
  const own = LANES.filter((lane) => lane.selection.forcedWhen?.(ctx) === true);
  return [...new Set([...configured, ...own.map((lane) => lane.name)])];
}

/** The rules floor ∪ forced lanes. */
export function selectFloor(input: FloorInput): LaneSelection {
  const chosen = new Set<LaneName>();
  const reasons: string[] = [];
  floorRules(input, chosen, reasons);
  addForced(input, chosen, reasons);
  return { lanes: inLaneOrder(chosen), reasons };
}

/**
 * The `select` model's additions on top of `base`. It can only add: a false flag never removes a
 * lane. A probe without a recipe and an adversary without a spec are not added (noted instead).
 */
export function applyAdditions(
  base: LaneSelection,
  additions: SelectAdditions,
  ctx: AdditionContext,
): LaneSelection {
  const chosen = new Set<LaneName>(base.lanes);
  const reasons = [...base.reasons];
  const why = echoedReasons(additions?.lane_reasons);
  const flags = additions as unknown as Readonly<Record<string, unknown>> | null | undefined;
  for (const lane of LANES) {
    if (flags?.[selectFlag(lane.name)] !== true || chosen.has(lane.name)) continue;
    const refused = lane.selection.additionRefused(ctx);
    if (refused !== null) {
      reasons.push(refused);
      continue;
    }
    chosen.add(lane.name);
    reasons.push(`${lane.name}: added by lane-selection judgment — ${why}`);
  }
  return { lanes: inLaneOrder(chosen), reasons };
}

/** Lanes the `select` model could still add in this context. */
export function addableLanes(ctx: AdditionContext): LaneName[] {
  return LANES.filter(
    (lane) => !lane.selection.alwaysOn && lane.selection.additionRefused(ctx) === null,
  ).map((lane) => lane.name);
}

/** The defaults a crashed lane selection widens to. */
export function fallbackSelection(ctx: AdditionContext): LaneSelection {
  const chosen = LANES.filter((lane) => lane.selection.inFallback(ctx)).map((lane) => lane.name);
  return { lanes: chosen, reasons: [`lanes widened to defaults: ${chosen.join(', ')}`] };
}

/**
 * The selection used when `select` faulted: deterministic defaults that are wider, never narrower,
 * than the floor — code-review and adversary always (an adversary without a spec then fails closed
 * with DIVERGES), probe on consumer surface with a recipe, security on auth/deps/exec, hardened
 * posture or unknown surface — unioned with the floor and the forced lanes.
 */
export function degradedSelection(input: FloorInput, failure: string): LaneSelection {
  const why = oneLine(failure, FAILURE_MAX);
  const chosen = new Set<LaneName>();
  const reasons = [
    why === ''
      ? 'lane selection degraded to deterministic defaults'
      : `lane selection degraded to deterministic defaults — ${why}`,
  ];
  floorRules(input, chosen, reasons);
  for (const lane of LANES) {
    if (!lane.selection.degradedDefault(input) || chosen.has(lane.name)) continue;
    chosen.add(lane.name);
    reasons.push(
      lane.selection.degradedReason?.(input) ??
        `${lane.name}: added by the degraded defaults (wider, never narrower)`,
    );
  }
  addForced(input, chosen, reasons);
  return { lanes: inLaneOrder(chosen), reasons };
}

/** The model's `lane_reasons`, only ever echoed: one line, capped, neutralised. */
function echoedReasons(reasons: unknown): string {
  try {
    return oneLine(neutralizeModelText(oneLine(reasons ?? '', LANE_REASONS_MAX)), LANE_REASONS_MAX);
  } catch {
    return '(reasons withheld: they could not be sanitised)';
  }
}

function floorRules(input: FloorInput, chosen: Set<LaneName>, reasons: string[]): void {
  for (const lane of LANES) {
    const floor = lane.selection.floor(input);
    if (floor.selected) chosen.add(lane.name);
    reasons.push(floor.reason);
  }
  if (signalsUnavailable(input.signals)) {
    const widened = LANES.filter(
      (lane) => !chosen.has(lane.name) && lane.selection.widenOnUnknownSurface(input),
    ).map((lane) => lane.name);
    for (const lane of widened) chosen.add(lane);
    reasons.push(
      'signals unavailable or partial — surface UNKNOWN, selection widened: ' +
        (widened.length > 0
          ? `added [${widened.join(', ')}]`
          : 'security and probe already decided'),
    );
  }
}

/** Forced lanes are ADDITIVE and bypass the context guards (with a warning where they matter). */
function addForced(input: FloorInput, chosen: Set<LaneName>, reasons: string[]): void {
  const { lanes, unknown } = resolveLaneAliases(input.forcedLanes);
  if (lanes.length > 0) {
    const fresh = lanes.filter((lane) => !chosen.has(lane));
    for (const lane of lanes) chosen.add(lane);
    reasons.push(
      `forced lanes (additive): [${lanes.join(', ')}] — ` +
        (fresh.length > 0 ? `newly added: [${fresh.join(', ')}]` : 'all already selected'),
    );
    for (const lane of lanes) {
      const warning = laneOf(lane).selection.forcedWarning?.(input);
      if (warning !== undefined && warning !== null) reasons.push(warning);
    }
  }
  if (unknown.length > 0) {
    reasons.push(`ignored unknown forced lane name(s): [${unknown.join(', ')}]`);
  }
}

function inLaneOrder(lanes: Set<LaneName>): LaneName[] {
  return LANE_ORDER.filter((lane) => lanes.has(lane));
}
