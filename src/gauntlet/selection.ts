// Lane selection (design.md §B.3): a deterministic rules floor, additions the `select` model may
// make, caller-forced lanes, and the wider deterministic defaults used when `select` faulted.
// Every step only ever adds lanes. Nothing here reads untrusted text except `lane_reasons`, which
// is only echoed (one line, capped, neutralised): untrusted text can never remove a lane.
import type { SecurityPosture } from '../config.js';
import { neutralizeModelText } from '../trust/output.js';
import { oneLine } from '../plain-text.js';
import { signalsUnavailable } from './signals.js';
import { LANE_ORDER } from './types.js';
import type { LaneName, LaneSelection, SelectAdditions, Signals } from './types.js';

/** Caller spellings of each lane (lower-cased, trimmed), as the reference's ALIASES. */
export const LANE_ALIASES: Readonly<Record<string, LaneName>> = {
  'code-review': 'code-review',
  code_review: 'code-review',
  'code-reviewer': 'code-review',
  adversary: 'adversary',
  adversarial: 'adversary',
  'adversarial-review': 'adversary',
  security: 'security',
  'security-review': 'security',
  'security-reviewer': 'security',
  probe: 'probe',
  usage: 'probe',
  'usage-pattern': 'probe',
  'usage-pattern-testing': 'probe',
};

export interface FloorInput {
  signals: Signals;
  /** A spec (PR body, closing issues or the `spec` input) is present. */
  hasSpec: boolean;
  /** A `local-run-recipe` is configured. */
  hasRecipe: boolean;
  securityPosture: SecurityPosture;
  /** `forced-lanes` as the user wrote them (aliases resolved here). */
  forcedLanes: string[];
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
  ctx: { hasSpec: boolean; hasRecipe: boolean },
): LaneSelection {
  const chosen = new Set<LaneName>(base.lanes);
  const reasons = [...base.reasons];
  const why = echoedReasons(additions?.lane_reasons);
  const flags: Record<LaneName, unknown> = {
    'code-review': additions?.add_code_review,
    adversary: additions?.add_adversary,
    security: additions?.add_security,
    probe: additions?.add_probe,
  };
  for (const lane of LANE_ORDER) {
    if (flags[lane] !== true || chosen.has(lane)) continue;
    if (lane === 'probe' && !ctx.hasRecipe) {
      reasons.push(
        'probe: the lane-selection judgment asked for it, but no local-run recipe is configured ' +
          '— not added (a probe without one is guaranteed INCONCLUSIVE)',
      );
      continue;
    }
    if (lane === 'adversary' && !ctx.hasSpec) {
      reasons.push(
        'adversary: the lane-selection judgment asked for it, but there is no spec to check ' +
          'conformance against — not added',
      );
      continue;
    }
    chosen.add(lane);
    reasons.push(`${lane}: added by lane-selection judgment — ${why}`);
  }
  return { lanes: inLaneOrder(chosen), reasons };
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
  const defaults = new Set<LaneName>(['code-review', 'adversary']);
  if (input.signals.consumerSurface && input.hasRecipe) defaults.add('probe');
  if (securitySignals(input).length > 0 || signalsUnavailable(input.signals)) {
    defaults.add('security');
  }
  for (const lane of inLaneOrder(defaults)) {
    if (chosen.has(lane)) continue;
    chosen.add(lane);
    reasons.push(
      lane === 'adversary' && !input.hasSpec
        ? 'adversary: added by the degraded defaults — there is no spec, so it fails closed (DIVERGES)'
        : `${lane}: added by the degraded defaults (wider, never narrower)`,
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
  chosen.add('code-review');
  reasons.push('code-review: always on — every pull request under the gate gets a code review');

  if (input.hasSpec) {
    chosen.add('adversary');
    reasons.push('adversary: a spec is present — the change is checked for conformance to it');
  } else {
    reasons.push('adversary: not selected — there is no spec to check conformance against');
  }

  const surface = securitySignals(input);
  if (surface.length > 0) {
    chosen.add('security');
    reasons.push(`security: ${surface.join(', ')}`);
  } else {
    reasons.push(
      `security: not selected — no auth/deps/exec signals and security-posture is ${oneLine(input.securityPosture, NAME_MAX)}`,
    );
  }

  if (input.signals.consumerSurface && input.hasRecipe) {
    chosen.add('probe');
    reasons.push('probe: consumer-facing surface changed and a local-run recipe is configured');
  } else if (input.signals.consumerSurface) {
    reasons.push(
      'probe: not selected — consumer-facing surface changed but no local-run recipe is ' +
        'configured (a probe without one is guaranteed INCONCLUSIVE)',
    );
  } else {
    reasons.push('probe: not selected — no consumer-facing surface changed');
  }

  if (signalsUnavailable(input.signals)) {
    const widened: LaneName[] = [];
    if (!chosen.has('security')) widened.push('security');
    if (input.hasRecipe && !chosen.has('probe')) widened.push('probe');
    for (const lane of widened) chosen.add(lane);
    reasons.push(
      'signals unavailable or partial — surface UNKNOWN, selection widened: ' +
        (widened.length > 0
          ? `added [${widened.join(', ')}]`
          : 'security and probe already decided'),
    );
  }
}

/** Why the security lane is on, or `[]`. */
function securitySignals(input: FloorInput): string[] {
  const found: string[] = [];
  if (input.signals.touchesAuth) found.push('auth signals');
  if (input.signals.touchesDeps) found.push('dependency / supply-chain signals');
  if (input.signals.touchesExec) found.push('exec signals');
  if (input.securityPosture === 'hardened') found.push('security-posture is hardened');
  return found;
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
    if (lanes.includes('probe') && !input.hasRecipe) {
      reasons.push(
        'warning: probe forced without a local-run recipe — expect INCONCLUSIVE, which blocks',
      );
    }
    if (lanes.includes('adversary') && !input.hasSpec) {
      reasons.push('warning: adversary forced without a spec — it fails closed (DIVERGES)');
    }
  }
  if (unknown.length > 0) {
    reasons.push(`ignored unknown forced lane name(s): [${unknown.join(', ')}]`);
  }
}

function inLaneOrder(lanes: Set<LaneName>): LaneName[] {
  return LANE_ORDER.filter((lane) => lanes.has(lane));
}
