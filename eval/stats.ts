// What an evaluation measured (pure): per configuration, per lane and per lane × vendor — detection
// on the cases that should block, false blocks on the clean ones, cost and latency — and, for two
// configurations run on the same cases, the difference with its spread over repeats.
import type { CaseResult } from './harness.js';

export interface Rate {
  hits: number;
  of: number;
  /** hits / of, or null when nothing was measured. */
  rate: number | null;
}

export interface ConfigurationSummary {
  configuration: string;
  cases: number;
  errors: number;
  detection: Rate;
  falseBlocks: Rate;
  inputTokens: number;
  outputTokens: number;
  /** Null when a model's price was unknown. */
  costUsd: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
}

export interface LaneSummary {
  configuration: string;
  lane: string;
  /** Provider (`anthropic`, …) the lane's calls went to; `-` for the deterministic layer. */
  vendor: string;
  detection: Rate;
  falseBlocks: Rate;
  costUsd: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
}

export interface Comparison {
  a: string;
  b: string;
  repeats: number;
  /** Mean of (b − a) over repeats, with the smallest and largest single-repeat difference. */
  detection: Spread;
  falseBlocks: Spread;
}

export interface Spread {
  meanDelta: number | null;
  minDelta: number | null;
  maxDelta: number | null;
}

export function rate(hits: number, of: number): Rate {
  return { hits, of, rate: of === 0 ? null : hits / of };
}

/** Nearest-rank percentile; null for no samples. */
export function percentile(samples: number[], p: number): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((x, y) => x - y);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? null;
}

function sumCost(values: Array<number | null>): number | null {
  let total = 0;
  for (const v of values) {
    if (v === null) return null;
    total += v;
  }
  return total;
}

function judged(results: CaseResult[]): CaseResult[] {
  return results.filter((r) => r.got !== 'error');
}

export function summariseConfiguration(
  configuration: string,
  results: CaseResult[],
): ConfigurationSummary {
  const mine = results.filter((r) => r.configuration === configuration);
  const ok = judged(mine);
  const shouldBlock = ok.filter((r) => r.expected === 'block');
  const clean = ok.filter((r) => r.expected === 'pass');
  return {
    configuration,
    cases: mine.length,
    errors: mine.length - ok.length,
    detection: rate(shouldBlock.filter((r) => r.got === 'block').length, shouldBlock.length),
    falseBlocks: rate(clean.filter((r) => r.got === 'block').length, clean.length),
    inputTokens: mine.reduce((n, r) => n + r.inputTokens, 0),
    outputTokens: mine.reduce((n, r) => n + r.outputTokens, 0),
    costUsd: sumCost(mine.map((r) => r.costUsd)),
    p50Ms: percentile(
      ok.map((r) => r.ms),
      50,
    ),
    p95Ms: percentile(
      ok.map((r) => r.ms),
      95,
    ),
  };
}

function vendorOf(model: string): string {
  return model.split('/')[0] ?? model;
}

/** Per lane and vendor. A lane "detects" a case it should catch when its row is BLOCKED. */
export function summariseLanes(
  results: CaseResult[],
  catchers: Map<string, string[]>,
): LaneSummary[] {
  const rows = new Map<
    string,
    { lane: string; vendor: string; configuration: string; rs: CaseResult[] }
  >();
  const add = (configuration: string, lane: string, vendor: string, r: CaseResult): void => {
    const key = `${configuration}\u0000${lane}\u0000${vendor}`;
    const row = rows.get(key) ?? { lane, vendor, configuration, rs: [] };
    row.rs.push(r);
    rows.set(key, row);
  };
  for (const r of judged(results)) {
    for (const lane of Object.keys(r.lanes)) {
      if (r.lanes[lane] === 'SKIPPED') continue;
      const model = r.calls.find((c) => c.lane === lane)?.model;
      add(r.configuration, lane, model === undefined ? '-' : vendorOf(model), r);
    }
    add(r.configuration, 'deterministic', '-', r);
  }
  const blockedBy = (r: CaseResult, lane: string): boolean =>
    lane === 'deterministic' ? r.deterministicBlockers.length > 0 : r.lanes[lane] === 'BLOCKED';
  return [...rows.values()].map(({ lane, vendor, configuration, rs }) => {
    const should = rs.filter(
      (r) => r.expected === 'block' && (catchers.get(r.caseId) ?? []).includes(lane),
    );
    const clean = rs.filter((r) => r.expected === 'pass');
    const laneCalls = rs.flatMap((r) => r.calls.filter((c) => c.lane === lane));
    return {
      configuration,
      lane,
      vendor,
      detection: rate(should.filter((r) => blockedBy(r, lane)).length, should.length),
      falseBlocks: rate(clean.filter((r) => blockedBy(r, lane)).length, clean.length),
      costUsd: sumCost(laneCalls.map((c) => c.costUsd)),
      p50Ms: percentile(
        laneCalls.map((c) => c.ms),
        50,
      ),
      p95Ms: percentile(
        laneCalls.map((c) => c.ms),
        95,
      ),
    };
  });
}

function spread(deltas: number[]): Spread {
  if (deltas.length === 0) return { meanDelta: null, minDelta: null, maxDelta: null };
  return {
    meanDelta: deltas.reduce((a, b) => a + b, 0) / deltas.length,
    minDelta: Math.min(...deltas),
    maxDelta: Math.max(...deltas),
  };
}

/** b − a per repeat (same cases, same repeat index), then the mean and the range. */
export function compareConfigurations(results: CaseResult[], a: string, b: string): Comparison {
  const repeats = [...new Set(results.map((r) => r.repeat))].sort((x, y) => x - y);
  const detection: number[] = [];
  const falseBlocks: number[] = [];
  for (const repeat of repeats) {
    const inRepeat = results.filter((r) => r.repeat === repeat);
    const sa = summariseConfiguration(a, inRepeat);
    const sb = summariseConfiguration(b, inRepeat);
    if (sa.detection.rate !== null && sb.detection.rate !== null) {
      detection.push(sb.detection.rate - sa.detection.rate);
    }
    if (sa.falseBlocks.rate !== null && sb.falseBlocks.rate !== null) {
      falseBlocks.push(sb.falseBlocks.rate - sa.falseBlocks.rate);
    }
  }
  return {
    a,
    b,
    repeats: repeats.length,
    detection: spread(detection),
    falseBlocks: spread(falseBlocks),
  };
}
