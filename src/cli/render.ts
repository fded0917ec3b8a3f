// Terminal output for the CLI (pure): the dry-run plan, progress lines, and colour for a TTY.
import type { Config } from '../config.js';
import type { GauntletEvent } from '../gauntlet/runner.js';
import type { LaneSelection } from '../gauntlet/types.js';
import type { LaneEstimate } from '../pipeline/estimate.js';
import type { ReviewPlan } from '../pipeline/plan.js';

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

export function renderPlan(
  plan: ReviewPlan,
  selection: LaneSelection,
  estimates: LaneEstimate[],
  config: Pick<Config, 'rigor' | 'securityPosture'>,
  paint: Paint,
): string {
  const out: string[] = [];
  const s = plan.signals;
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
  if (s.error !== null) out.push(`  ${paint.yellow(s.error)}`);
  out.push(`  rigor=${config.rigor}  security-posture=${config.securityPosture}`);
  out.push('');
  out.push(paint.bold('Lanes') + ` (floor; the select model may add, never remove)`);
  out.push(`  fresh-context gate: always — reviewer ${plan.models.gate ?? 'none (see blockers)'}`);
  for (const reason of selection.reasons) out.push(`  - ${reason}`);
  out.push('');
  const chunks = plan.chunkPlan.chunks;
  out.push(
    paint.bold('Chunks') +
      ` (context window ${plan.contextWindow.toLocaleString('en-US')} tokens): ${chunks.length}`,
  );
  for (const c of chunks.slice(0, 20)) {
    out.push(`  ${c.index}/${c.total}: ${c.files.length} file(s), ~${c.estimatedTokens} tokens`);
  }
  if (chunks.length > 20) out.push(`  … ${chunks.length - 20} more`);
  const cov = plan.chunkPlan.coverage;
  const reviewed = cov.filter((c) => c.state === 'reviewed').length;
  out.push('');
  out.push(paint.bold('Coverage') + `: ${reviewed}/${cov.length} file(s) reviewed`);
  for (const c of cov.filter((x) => x.state !== 'reviewed')) {
    out.push(`  ${c.state}: ${c.path} — ${c.reason ?? ''}`);
  }
  out.push('');
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
