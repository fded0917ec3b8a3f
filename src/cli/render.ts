// Terminal output for the CLI (pure): the dry-run plan, progress lines, and colour for a TTY.
import type { Config } from '../config/types.js';
import type { GauntletEvent } from '../review/gauntlet/runner.js';
import type { FileCoverage } from '../evidence/types.js';
import type { AdditionContext } from '../review/gauntlet/lanes/lane.js';
import { laneOf } from '../review/gauntlet/lanes/registry.js';
import { forcedLanesFor } from '../review/gauntlet/selection.js';
import { LANE_ORDER } from '../review/gauntlet/types.js';
import type { LaneSelection } from '../review/gauntlet/types.js';
import type { SignalName } from '../plan/signals.js';
import { oneLine } from '../plain-text.js';
import type { LaneEstimate } from '../review/estimate.js';
import type { ReviewPlan } from '../plan/plan.js';

export interface Paint {
  bold(s: string): string;
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
  dim(s: string): string;
}

const wrap = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;
export const COLOUR: Paint = {
  bold: wrap(1, 22),
  red: wrap(31, 39),
  green: wrap(32, 39),
  yellow: wrap(33, 39),
  dim: wrap(2, 22),
};
const same = (s: string) => s;
export const PLAIN: Paint = { bold: same, red: same, green: same, yellow: same, dim: same };

/** Colours the verdict lines of a markdown report for a terminal. */
export function paintReport(report: string, paint: Paint): string {
  return report
    .split('\n')
    .map((line) => {
      if (line === 'GAUNTLET: PASS') return paint.bold(paint.green(line));
      if (line.startsWith('GAUNTLET')) return paint.bold(paint.red(line));
      if (line.startsWith('## ')) return paint.bold(line);
      if (/\|\s*BLOCKED\s*\|/.test(line)) return paint.red(line);
      if (/\|\s*GREEN/.test(line)) return paint.green(line);
      return line;
    })
    .join('\n');
}

function money(usd: number | null): string {
  return usd === null ? 'unknown' : `$${usd.toFixed(usd < 1 ? 4 : 2)}`;
}

/** Files listed per chunk, and not-reviewed files listed, unless `--all-files` is given. */
export const FILES_SHOWN_PER_CHUNK = 8;
export const CHUNKS_SHOWN = 20;
export const UNREVIEWED_SHOWN = 20;

/** `old → new` for a rename or copy, else the path. */
export function pathLabel(entry: Pick<FileCoverage, 'path' | 'oldPath'>): string {
  return entry.oldPath !== undefined ? `${entry.oldPath} → ${entry.path}` : entry.path;
}

/** `renamed`, `changed (file → symlink)`, … */
function statusLabel(entry: FileCoverage): string {
  const status = entry.status ?? 'changed';
  return entry.typeChange !== undefined ? `${status} (${entry.typeChange})` : status;
}

/** How many paths have each status, in a fixed order: `2 added, 1 renamed`. */
export function statusCounts(coverage: readonly FileCoverage[]): string {
  const order = ['added', 'modified', 'changed', 'renamed', 'copied', 'removed', 'unchanged'];
  const counts = new Map<string, number>();
  for (const c of coverage)
    counts.set(c.status ?? 'changed', (counts.get(c.status ?? 'changed') ?? 0) + 1);
  return order
    .filter((s) => counts.has(s))
    .map((s) => `${counts.get(s)} ${s}`)
    .join(', ');
}

/**
 * One line per lane: on or off, and why — the floor's reasons, forced lanes and a lane's own
 * reason (the adversary without a spec, with its forced-lane warning) folded into that one line,
 * so the plan never says a lane is both off and on.
 */
export function laneLines(
  selection: LaneSelection,
  forcedLanes: readonly string[],
  configForced: readonly string[],
  ctx: AdditionContext,
): { lines: string[]; notes: string[] } {
  const lines: string[] = [];
  const notes: string[] = [];
  const claimed = new Set<string>();
  for (const lane of LANE_ORDER) {
    const on = selection.lanes.includes(lane);
    const own = selection.reasons.filter((r) => r.startsWith(`${lane}:`));
    for (const r of own) claimed.add(r);
    const said = own.map((r) => r.slice(lane.length + 1).trim());
    const positive = said.filter((r) => !r.startsWith('not selected'));
    let why: string;
    const rules = laneOf(lane).selection;
    const because = on ? (rules.onBecause?.(ctx) ?? null) : null;
    if (because !== null) {
      why = because;
      // The lane's own line says what its forced-lane warning would.
      const warning = rules.forcedWarning?.(ctx);
      if (warning !== undefined && warning !== null) claimed.add(warning);
    } else if (positive.length > 0) {
      why = positive.join('; ');
    } else if (on && configForced.includes(lane)) {
      why = 'forced by forced-lanes';
    } else if (on && forcedLanes.includes(lane)) {
      why = 'forced';
    } else if (on) {
      why = 'selected';
    } else {
      why = said.map((r) => r.replace(/^not selected\s*—\s*/, '')).join('; ') || 'not selected';
    }
    lines.push(`${lane.padEnd(12)} ${on ? 'on ' : 'off'}  ${why}`);
  }
  for (const reason of selection.reasons) {
    if (claimed.has(reason)) continue;
    // The forced-lane lines are folded into each lane's line above.
    if (reason.startsWith('forced lanes')) continue;
    notes.push(reason);
  }
  return { lines, notes };
}

export interface PlanView {
  /** List every file of every chunk and every unreviewed file (`--all-files`). */
  allFiles: boolean;
}

const SIGNAL_LABEL: Record<SignalName, string> = {
  touchesAuth: 'touches_auth',
  touchesDeps: 'touches_deps',
  touchesExec: 'touches_exec',
  consumerSurface: 'consumer_surface',
  touchesMigrations: 'touches_migrations',
  touchesProto: 'touches_proto',
};

export function renderPlan(
  plan: ReviewPlan,
  selection: LaneSelection,
  estimates: LaneEstimate[],
  config: Pick<Config, 'rigor' | 'securityPosture' | 'forcedLanes' | 'localRunRecipe'>,
  paint: Paint,
  view: PlanView = { allFiles: false },
): string {
  const out: string[] = [];
  const s = plan.signals;
  const cov = plan.chunkPlan.coverage;
  out.push(paint.bold('done-gate plan') + paint.dim(' — deterministic stages only'));
  out.push(paint.yellow('No model was asked: this is a plan, not a verdict.'));
  out.push('');
  out.push(paint.bold('Signals'));
  out.push(`  ${s.summary}`);
  const flags = (
    [
      ['touches_auth', s.touchesAuth],
      ['touches_deps', s.touchesDeps],
      ['touches_exec', s.touchesExec],
      ['consumer_surface', s.consumerSurface],
      ['docs_only', s.docsOnly],
      ['touches_migrations', s.touchesMigrations],
      ['touches_proto', s.touchesProto],
    ] as const
  ).map(([name, on]) => `${name}=${on ? 'yes' : 'no'}`);
  out.push(`  ${flags.join('  ')}`);
  // Why each signal is on: the path or added line that fired it first.
  for (const [name, where] of Object.entries(s.because ?? {})) {
    out.push(`    ${SIGNAL_LABEL[name as SignalName]}: ${oneLine(where, 200)}`);
  }
  if (s.error !== null) out.push(`  ${paint.yellow(s.error)}`);
  out.push(`  rigor=${config.rigor}  security-posture=${config.securityPosture}`);
  out.push('');
  out.push(paint.bold('Lanes') + ` (floor; the select model may add, never remove)`);
  out.push(
    `  ${'gate'.padEnd(12)} on   fresh-context reviewer ${plan.models.gate ?? 'none (see blockers)'}`,
  );
  const ctx = { hasSpec: plan.hasSpec, hasRecipe: config.localRunRecipe !== null };
  const forced = forcedLanesFor(plan.forcedLanes, ctx);
  const lanes = laneLines(selection, forced, config.forcedLanes, ctx);
  for (const line of lanes.lines) out.push(`  ${line}`);
  for (const note of lanes.notes) out.push(paint.dim(`  (${note})`));
  out.push('');

  const byPath = new Map(cov.map((c) => [c.path, c]));
  const chunks = plan.chunkPlan.chunks;
  out.push(
    paint.bold('Chunks') +
      ` (context window ${plan.contextWindow.toLocaleString('en-US')} tokens): ${chunks.length}`,
  );
  const chunksShown = view.allFiles ? chunks : chunks.slice(0, CHUNKS_SHOWN);
  for (const c of chunksShown) {
    out.push(`  ${c.index}/${c.total}: ${c.files.length} file(s), ~${c.estimatedTokens} tokens`);
    const files = view.allFiles ? c.files : c.files.slice(0, FILES_SHOWN_PER_CHUNK);
    for (const path of files) {
      const entry = byPath.get(path);
      out.push(`      ${entry ? pathLabel(entry) : path}`);
    }
    if (files.length < c.files.length) {
      out.push(paint.dim(`      … ${c.files.length - files.length} more (--all-files lists them)`));
    }
  }
  if (chunksShown.length < chunks.length) {
    out.push(
      paint.dim(`  … ${chunks.length - chunksShown.length} more chunk(s) (--all-files lists them)`),
    );
  }

  const reviewed = cov.filter((c) => c.state === 'reviewed').length;
  const notReviewable = cov.filter((c) => c.state === 'not-reviewable');
  const excluded = cov.filter((c) => c.state === 'excluded');
  out.push('');
  out.push(
    paint.bold('Coverage') +
      `: ${reviewed}/${cov.length} file(s) reviewed, ${notReviewable.length} not reviewable, ${excluded.length} excluded` +
      (cov.length > 0 ? ` (${statusCounts(cov)})` : ''),
  );
  const unreviewed = [...notReviewable, ...excluded];
  const listed = view.allFiles ? unreviewed : unreviewed.slice(0, UNREVIEWED_SHOWN);
  for (const c of listed) {
    const state = c.state === 'excluded' ? 'excluded' : 'not reviewable';
    out.push(`  ${state}: ${pathLabel(c)} [${statusLabel(c)}] — ${c.reason ?? ''}`);
  }
  if (listed.length < unreviewed.length) {
    out.push(paint.dim(`  … ${unreviewed.length - listed.length} more (--all-files lists them)`));
  }
  const moved = cov.filter(
    (c) => c.state === 'reviewed' && (c.oldPath !== undefined || c.typeChange !== undefined),
  );
  const movedShown = view.allFiles ? moved : moved.slice(0, UNREVIEWED_SHOWN);
  for (const c of movedShown) out.push(`  ${statusLabel(c)}: ${pathLabel(c)}`);
  if (movedShown.length < moved.length) {
    out.push(
      paint.dim(
        `  … ${moved.length - movedShown.length} more renamed, copied or retyped (--all-files lists them)`,
      ),
    );
  }

  out.push('');
  if (chunks.length === 0) {
    out.push(
      paint.bold('Estimate') +
        (cov.length === 0
          ? ': none — the range changes nothing, so no model would be asked'
          : ': none — no part of the diff can be sent to a reviewer (see blockers)'),
    );
  } else {
    out.push(paint.bold('Estimate') + ' (input tokens counted, output assumed)');
    let total = 0;
    let unknown = false;
    for (const e of estimates) {
      out.push(
        `  ${e.lane.padEnd(12)} ${e.model.padEnd(34)} ${String(e.calls).padStart(4)} call(s) ${String(e.inputTokens).padStart(10)} in ${String(e.outputTokens).padStart(8)} out  ${money(e.costUsd)}`,
      );
      if (e.costUsd === null) unknown = true;
      else total += e.costUsd;
    }
    out.push(`  total: ${unknown ? 'at least ' : ''}${money(total)}`);
  }
  if (plan.blockers.length > 0 || plan.attention.length > 0 || plan.notes.length > 0) out.push('');
  for (const b of plan.blockers) out.push(paint.red(`  blocker: ${b}`));
  for (const a of plan.attention) out.push(paint.yellow(`  attention: ${a}`));
  for (const n of plan.notes) out.push(paint.dim(`  note: ${n}`));
  return out.join('\n') + '\n';
}

/** One progress line as a lane starts, finishes or faults. */
export function renderEvent(event: GauntletEvent, startedAt: number, paint: Paint): string {
  const at = ((event.at - startedAt) / 1000).toFixed(1).padStart(6);
  const mark =
    event.kind === 'finished'
      ? paint.green('done')
      : event.kind === 'faulted'
        ? paint.red('fault')
        : event.kind === 'retrying'
          ? paint.yellow('retry')
          : paint.dim('start');
  return `${paint.dim(at + 's')} ${mark.padEnd(5)} ${event.lane}${event.detail ? paint.dim(' — ' + event.detail) : ''}\n`;
}
