// The final decision (pure): PASS only when the gauntlet passed, the fresh-context gate said
// `pass` without a fault, and no deterministic blocker fired. Every other path is BLOCKED with the
// reason named. It never throws: a crash inside is itself a BLOCKED decision.
import type { HumanAttentionMode, Rigor } from '../config/types.js';
import { BLOCKING_CONFIDENCE } from '../review/gauntlet/claims.js';
import { asText, cut, describeError, oneLine } from '../plain-text.js';
import { LANE_ORDER } from '../review/gauntlet/types.js';
import type { LaneRow } from '../review/gauntlet/lane-types.js';
import type { GauntletRun, GauntletVerdict } from '../review/gauntlet/types.js';
import { gauntletVerdict } from './lane-verdicts.js';
import type { GateOutcome } from '../review/gate-outcome.js';

export interface DecisionInput {
  gauntlet: GauntletRun;
  /** null: the gate never produced a verdict (a blocker). */
  gate: GateOutcome | null;
  /**
   * Deterministic blockers from collect / plan / publish (coverage < 100%, suspected injection,
   * stale head, budget exhausted, test output missing, spec untrusted, possible secret
   * disclosure, …).
   */
  blockers: string[];
  /** Deterministic human-attention items (e.g. diff pre-screen hits). */
  attention: string[];
  /** Informational lines (e.g. "no model was asked"). */
  notes: string[];
  /**
   * `human-attention`: under `block` (the default, also when absent) every attention item is a
   * blocker too; under `note` the items are only listed.
   */
  humanAttention?: HumanAttentionMode;
  /**
   * The run's rigor: a gate `pass` below `BLOCKING_CONFIDENCE[rigor]` is a human-attention item.
   * Absent: the highest threshold of any rigor (a pass is never waved through for want of it).
   */
  rigor?: Rigor;
}

export type GateState = 'pass' | 'fail' | 'questions' | 'none';

export interface Decision {
  verdict: 'PASS' | 'BLOCKED';
  gateState: GateState;
  gauntlet: GauntletVerdict;
  /** The lane table: the fresh-context gate row first, then the four lanes in LANE_ORDER. */
  rows: LaneRow[];
  /** All blockers: deterministic, then the gate's, then the gauntlet's. */
  blockers: string[];
  attention: string[];
  /** The `human-attention` mode the decision applied. */
  humanAttention: HumanAttentionMode;
  /**
   * True when the verdict is BLOCKED and every blocker is a human-attention blocker: the review
   * itself passed, and a person's approval is all that stands between this run and PASS.
   */
  onlyHumanAttention: boolean;
  /** Sorted names for `GAUNTLET_REVIEW_INCOMPLETE:` (lanes, `gate`, `pipeline`). */
  incomplete: string[];
  /** The commit status description: ≤140 characters, names the first reason. */
  statusDescription: string;
}

/** The gate's row name in the lane table. */
export const GATE_ROW = 'fresh-context gate';
export const STATUS_DESCRIPTION_MAX = 140;
/** The prefix of every human-attention blocker (`human-attention: block`). */
export const HUMAN_ATTENTION_BLOCKER = 'human attention required: ';

interface GateJudgement {
  state: GateState;
  row: LaneRow;
  blocker: string | null;
  incomplete: boolean;
}

export function decide(input: DecisionInput): Decision {
  try {
    return decideOrThrow(input);
  } catch (error) {
    return crashedDecision(error);
  }
}

function decideOrThrow(input: DecisionInput): Decision {
  const gauntlet = gauntletVerdict(input.gauntlet);
  const gate = judgeGate(input.gate);
  const deterministic = textList(input.blockers, 'blockers');

  const blockers = [...deterministic.items];
  if (gate.blocker !== null) blockers.push(gate.blocker);
  blockers.push(...gauntlet.blockers);

  const incomplete = new Set(gauntlet.incomplete);
  if (gate.incomplete) incomplete.add('gate');
  if (deterministic.malformed) incomplete.add('pipeline');

  const attentionList = textList(input.attention, 'attention items');
  const attention = [...attentionList.items, ...gateAttention(input.gate, gate, input.rigor)];
  attention.push(...gauntlet.attention);
  // A malformed attention list is itself a blocker: items a human must see may have been lost.
  if (attentionList.malformed) {
    blockers.push(
      'pipeline: PIPELINE-FAULT — malformed human-attention list; items may have been lost — ' +
        'never a pass',
    );
    incomplete.add('pipeline');
  }

  // Under `block`, each item a person must look at is a blocker of its own, after every other
  // reason, so `onlyHumanAttention` can tell "the review passed, a person must approve" apart.
  const mode: HumanAttentionMode = input.humanAttention === 'note' ? 'note' : 'block';
  const reviewPassed =
    gauntlet.verdict === 'PASS' &&
    gate.state === 'pass' &&
    gate.blocker === null &&
    blockers.length === 0 &&
    incomplete.size === 0;
  const attentionBlockers =
    mode === 'block'
      ? attention.map((item) => `${HUMAN_ATTENTION_BLOCKER}${oneLine(item, 500)}`)
      : [];
  blockers.push(...attentionBlockers);
  const pass = reviewPassed && attentionBlockers.length === 0;
  const verdict = pass ? 'PASS' : 'BLOCKED';
  return {
    verdict,
    gateState: gate.state,
    gauntlet,
    rows: [gate.row, ...gauntlet.rows],
    blockers,
    attention,
    humanAttention: mode,
    onlyHumanAttention: !pass && reviewPassed && attentionBlockers.length > 0,
    incomplete: [...incomplete].sort(),
    statusDescription: describeStatus(verdict, blockers, attention),
  };
}

function judgeGate(gate: GateOutcome | null): GateJudgement {
  if (gate === null || gate === undefined) {
    return {
      state: 'none',
      row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'no verdict' },
      blocker:
        'gate: the fresh-context reviewer never produced a verdict — a missing review is never a ' +
        'pass',
      incomplete: true,
    };
  }
  if (typeof gate !== 'object') throw new Error('the gate outcome is not an object');
  if (gate.fault !== undefined && gate.fault !== null) {
    return {
      state: 'fail',
      row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'fault' },
      blocker:
        `gate: the fresh-context review faulted — ${oneLine(gate.fault, 300) || 'no detail'}; a ` +
        'faulted review is never a pass',
      incomplete: true,
    };
  }
  switch (gate.state) {
    case 'pass':
      return judgePass(gate);
    case 'questions':
      return {
        state: 'questions',
        row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'questions' },
        blocker:
          `gate: the fresh-context review has ${countOf(gate.questions)} open question(s) — ` +
          'answer them in the spec and re-run',
        incomplete: false,
      };
    default:
      // 'fail', and any unknown state (fail closed, as the seed's parser does).
      return {
        state: 'fail',
        row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'fail' },
        blocker: `gate: the fresh-context review says FAIL — ${
          oneLine(gate.summary, 200) || 'no summary given'
        }`,
        incomplete: false,
      };
  }
}

/**
 * A `pass` that lists issues or questions contradicts itself. It is read as the worse answer it
 * contains — FAIL with issues, QUESTIONS with questions — a block, not a fault: the reply is
 * well-formed, and what it lists is exactly what a person must see.
 */
function judgePass(gate: GateOutcome): GateJudgement {
  const issues: unknown = gate.issues;
  const questions: unknown = gate.questions;
  if (!Array.isArray(issues) || !Array.isArray(questions)) {
    return {
      state: 'fail',
      row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'pass, malformed lists' },
      blocker:
        'gate: the fresh-context review said pass with malformed issues/questions lists — read ' +
        'as FAIL (a block): a pass that cannot be checked is never a pass',
      incomplete: false,
    };
  }
  if (issues.length > 0) {
    return {
      state: 'fail',
      row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'pass with issues → fail' },
      blocker:
        `gate: contradictory reply — state \`pass\` with ${issues.length} issue(s) listed; read ` +
        `as FAIL (a block, not a lane fault): ${oneLine(asText(issues[0]), 200) || '(empty issue)'}`,
      incomplete: false,
    };
  }
  if (questions.length > 0) {
    return {
      state: 'questions',
      row: { lane: GATE_ROW, status: 'BLOCKED', detail: 'pass with questions → questions' },
      blocker:
        `gate: contradictory reply — state \`pass\` with ${questions.length} open question(s); ` +
        'read as QUESTIONS (a block, not a lane fault) — answer them in the spec and re-run',
      incomplete: false,
    };
  }
  return {
    state: 'pass',
    row: { lane: GATE_ROW, status: 'GREEN', detail: 'pass' },
    blocker: null,
    incomplete: false,
  };
}

/**
 * A gate pass the reviewer itself was unsure of is shown to a person: the review may be right, but
 * a low-confidence pass is not the explicit PASS a merge needs on its own.
 */
function gateAttention(
  gate: GateOutcome | null,
  judged: GateJudgement,
  rigor: Rigor | undefined,
): string[] {
  if (gate === null || judged.state !== 'pass' || judged.blocker !== null) return [];
  const threshold =
    rigor !== undefined && Object.hasOwn(BLOCKING_CONFIDENCE, rigor)
      ? BLOCKING_CONFIDENCE[rigor]
      : Math.max(...Object.values(BLOCKING_CONFIDENCE));
  const confidence = gate.confidence;
  if (typeof confidence === 'number' && Number.isFinite(confidence) && confidence >= threshold) {
    return [];
  }
  const shown =
    typeof confidence === 'number' && Number.isFinite(confidence) ? confidence : 'unknown';
  return [
    `gate: the gate passed with confidence ${shown} (below ${threshold}${
      rigor === undefined ? '' : ` for rigor ${rigor}`
    }) — a person should look`,
  ];
}

function countOf(list: unknown): number {
  return Array.isArray(list) ? list.length : 0;
}

/** Strings of a list; a non-list or non-string entry marks it malformed (still kept, as text). */
function textList(list: unknown, what: string): { items: string[]; malformed: boolean } {
  if (!Array.isArray(list)) {
    return list === undefined
      ? { items: [], malformed: false }
      : {
          items: [
            `pipeline: PIPELINE-FAULT — malformed ${what} (${cut(oneLine(asText(list)), 80)}); never a pass`,
          ],
          malformed: true,
        };
  }
  let malformed = false;
  const items = (list as unknown[]).map((entry) => {
    if (typeof entry === 'string') return entry;
    malformed = true;
    return oneLine(asText(entry), 500);
  });
  return { items, malformed };
}

function describeStatus(
  verdict: 'PASS' | 'BLOCKED',
  blockers: string[],
  attention: string[],
): string {
  if (verdict === 'PASS') {
    return attention.length > 0
      ? `PASS — review green; ${attention.length} item(s) need human attention`
      : 'PASS — fresh-context review and every lane green';
  }
  const first = blockers[0] ?? 'review incomplete';
  const more = blockers.length > 1 ? ` (+${blockers.length - 1} more)` : '';
  return statusText(`BLOCKED — ${oneLine(first)}`, more);
}

/** Fits `head` + `tail` into the status description limit, cutting `head` first. */
function statusText(head: string, tail: string): string {
  return `${cut(head, STATUS_DESCRIPTION_MAX - tail.length)}${tail}`;
}

function crashedDecision(error: unknown): Decision {
  const blocker = `decision error: ${describeError(error)} — treat as a failed gate, not a pass.`;
  return {
    verdict: 'BLOCKED',
    gateState: 'none',
    gauntlet: {
      verdict: 'BLOCKED',
      incomplete: ['pipeline'],
      rows: LANE_ORDER.map((lane) => ({ lane, status: 'BLOCKED', detail: 'decision error' })),
      blockers: [blocker],
      attention: [],
    },
    rows: [
      { lane: GATE_ROW, status: 'BLOCKED', detail: 'decision error' },
      ...LANE_ORDER.map((lane): LaneRow => ({ lane, status: 'BLOCKED', detail: 'decision error' })),
    ],
    blockers: [blocker],
    attention: [],
    humanAttention: 'block',
    onlyHumanAttention: false,
    incomplete: ['pipeline'],
    statusDescription: statusText(`BLOCKED — ${blocker}`, ''),
  };
}
