// What an evaluation measured, with its uncertainty (pure): per configuration, per lane × vendor and
// per framing variant — detection (caught at the label), false blocks, faults and lane selection —
// each with a Wilson 95 % interval, pooled rates with a case-clustered bootstrap (repeats of one
// case are not independent), per-case instability across repeats, and McNemar's exact test between
// configurations on the same cases.
import type { CaseResult } from './harness.js';
import { DETERMINISTIC, scoreCase } from './score.js';
import type { CaseScore, Score, ScoredCase } from './score.js';

/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

export interface Rate {
  hits: number;
  of: number;
  /** hits / of, or null when nothing was measured. */
  rate: number | null;
  /** Wilson 95 %; null when nothing was measured. */
  wilson: Interval | null;
}

/** Wilson score interval (95 % by default) for k successes in n trials. */
export function wilson(hits: number, of: number, z = Z95): Interval | null {
  if (of === 0) return null;
  const p = hits / of;
  const z2 = z * z;
  const centre = (p + z2 / (2 * of)) / (1 + z2 / of);
  const half = (z / (1 + z2 / of)) * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export function rate(hits: number, of: number): Rate {
  return { hits, of, rate: of === 0 ? null : hits / of, wilson: wilson(hits, of) };
}

/** A small seeded generator (mulberry32): the bootstrap gives the same interval on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const BOOTSTRAP_RESAMPLES = 1000;
export const BOOTSTRAP_SEED = 20260101;

/**
 * Percentile bootstrap of a pooled rate, resampling whole cases (each with all its repeats) with
 * replacement. Null when no case has a trial.
 */
export function clusteredBootstrap(
  clusters: ReadonlyArray<{ hits: number; of: number }>,
  resamples = BOOTSTRAP_RESAMPLES,
  seed = BOOTSTRAP_SEED,
): Interval | null {
  const used = clusters.filter((c) => c.of > 0);
  if (used.length === 0) return null;
  const random = seededRandom(seed);
  const rates: number[] = [];
  for (let b = 0; b < resamples; b++) {
    let hits = 0;
    let of = 0;
    for (let i = 0; i < used.length; i++) {
      const c = used[Math.floor(random() * used.length)]!;
      hits += c.hits;
      of += c.of;
    }
    rates.push(hits / of);
  }
  rates.sort((x, y) => x - y);
  return {
    low: rates[Math.floor(0.025 * (resamples - 1))]!,
    high: rates[Math.ceil(0.975 * (resamples - 1))]!,
  };
}

/** A pooled rate with both intervals: Wilson on the trials, and the case-clustered bootstrap. */
export interface PooledRate extends Rate {
  bootstrap: Interval | null;
}

/** Pools trials (one per case × repeat) by case; `hit` and `counts` say which trials count how. */
function pooled<T extends { caseId: string }>(
  trials: readonly T[],
  counts: (t: T) => boolean,
  hit: (t: T) => boolean,
): PooledRate {
  const byCase = new Map<string, { hits: number; of: number }>();
  let hits = 0;
  let of = 0;
  for (const t of trials) {
    if (!counts(t)) continue;
    const c = byCase.get(t.caseId) ?? { hits: 0, of: 0 };
    c.of++;
    of++;
    if (hit(t)) {
      c.hits++;
      hits++;
    }
    byCase.set(t.caseId, c);
  }
  return { ...rate(hits, of), bootstrap: clusteredBootstrap([...byCase.values()]) };
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

/** One case × repeat under one configuration, with its scores. */
export interface Trial extends ScoredCase {
  caseId: string;
  configuration: string;
  repeat: number;
  defect: boolean;
  result: CaseResult;
}

export function trials(results: readonly CaseResult[]): Trial[] {
  return results.map((r) => ({
    ...scoreCase(r),
    caseId: r.caseId,
    configuration: r.configuration,
    repeat: r.repeat,
    defect: r.label.outcome === 'block',
    result: r,
  }));
}

export interface ConfigurationSummary {
  configuration: string;
  cases: number;
  errors: number;
  /** Defects caught at the label, of the defects judged. */
  detection: PooledRate;
  /** Defects blocked for another reason (not a detection), of the defects judged. */
  blockedOther: PooledRate;
  /** Clean cases blocked for a reason other than a fault, of the clean cases judged. */
  falseBlocks: PooledRate;
  /** Cases blocked only because a lane faulted, of all cases judged. */
  faults: PooledRate;
  inputTokens: number;
  outputTokens: number;
  /** Null when a model's price was unknown. */
  costUsd: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
}

const judged = (t: Trial): boolean => t.case !== 'error';

export function summariseConfiguration(
  configuration: string,
  all: readonly Trial[],
): ConfigurationSummary {
  const mine = all.filter((t) => t.configuration === configuration);
  const ok = mine.filter(judged);
  return {
    configuration,
    cases: mine.length,
    errors: mine.length - ok.length,
    detection: pooled(
      ok,
      (t) => t.defect,
      (t) => t.case === 'caught',
    ),
    blockedOther: pooled(
      ok,
      (t) => t.defect,
      (t) => t.case === 'blocked-other',
    ),
    falseBlocks: pooled(
      ok,
      (t) => !t.defect,
      (t) => t.case === 'false-block',
    ),
    faults: pooled(
      ok,
      () => true,
      (t) => t.case === 'blocked-by-fault',
    ),
    inputTokens: mine.reduce((n, t) => n + t.result.inputTokens, 0),
    outputTokens: mine.reduce((n, t) => n + t.result.outputTokens, 0),
    costUsd: sumCost(mine.map((t) => t.result.costUsd)),
    p50Ms: percentile(
      ok.map((t) => t.result.ms),
      50,
    ),
    p95Ms: percentile(
      ok.map((t) => t.result.ms),
      95,
    ),
  };
}

export interface LaneSummary {
  configuration: string;
  lane: string;
  /** The vendor of the model that answered (a re-run's candidate is credited); `-`: none. */
  vendor: string;
  /** Caught at the label, of the defects labelled for this lane (SKIPPED counts as a miss). */
  detection: PooledRate;
  /** Blocked a clean case for a reason other than a fault, of the clean cases. */
  falseBlocks: PooledRate;
  /** Blocked by its own fault, of the cases it ran on. */
  faults: PooledRate;
  /** Ran (was selected), of the defects labelled for this lane. */
  selection: Rate;
  costUsd: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
}

export function vendorOf(model: string | null): string {
  if (model === null || model === '') return '-';
  const slash = model.indexOf('/');
  return slash <= 0 ? model : model.slice(0, slash);
}

interface LaneTrial {
  caseId: string;
  score: Score;
  labelled: boolean;
  defect: boolean;
  ran: boolean;
  result: CaseResult;
}

/** Per configuration, lane and the vendor that served the lane on each case. */
export function summariseLanes(all: readonly Trial[]): LaneSummary[] {
  const rows = new Map<
    string,
    { configuration: string; lane: string; vendor: string; ts: LaneTrial[] }
  >();
  for (const t of all.filter(judged)) {
    for (const [lane, score] of Object.entries(t.lanes)) {
      const record = t.result.records[lane];
      const vendor = lane === DETERMINISTIC ? '-' : vendorOf(record?.model ?? null);
      const key = `${t.configuration}\u0000${lane}\u0000${vendor}`;
      const row = rows.get(key) ?? { configuration: t.configuration, lane, vendor, ts: [] };
      row.ts.push({
        caseId: t.caseId,
        score,
        labelled: t.defect && t.result.label.catchers.includes(lane),
        defect: t.defect,
        ran: lane === DETERMINISTIC || (record !== undefined && record.status !== 'SKIPPED'),
        result: t.result,
      });
      rows.set(key, row);
    }
  }
  return [...rows.values()].map(({ configuration, lane, vendor, ts }) => {
    const laneCalls = ts.flatMap((t) => t.result.calls.filter((c) => c.lane === lane));
    return {
      configuration,
      lane,
      vendor,
      detection: pooled(
        ts,
        (t) => t.labelled,
        (t) => t.score === 'caught',
      ),
      falseBlocks: pooled(
        ts,
        (t) => !t.defect,
        (t) => t.score === 'false-block',
      ),
      faults: pooled(
        ts,
        (t) => t.ran,
        (t) => t.score === 'blocked-by-fault',
      ),
      selection: rate(
        ts.filter((t) => t.labelled && t.ran).length,
        ts.filter((t) => t.labelled).length,
      ),
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

export interface Instability {
  configuration: string;
  /** Cases run more than once under this configuration. */
  repeatedCases: number;
  /** Those whose case score differed between repeats, with the scores seen. */
  unstable: Array<{ caseId: string; scores: CaseScore[] }>;
}

/** Per configuration: which cases changed their score across repeats. */
export function instability(all: readonly Trial[]): Instability[] {
  const out = new Map<string, Map<string, CaseScore[]>>();
  for (const t of all) {
    const cases = out.get(t.configuration) ?? new Map<string, CaseScore[]>();
    cases.set(t.caseId, [...(cases.get(t.caseId) ?? []), t.case]);
    out.set(t.configuration, cases);
  }
  return [...out].map(([configuration, cases]) => {
    const repeated = [...cases].filter(([, scores]) => scores.length > 1);
    return {
      configuration,
      repeatedCases: repeated.length,
      unstable: repeated
        .filter(([, scores]) => new Set(scores).size > 1)
        .map(([caseId, scores]) => ({ caseId, scores })),
    };
  });
}

/** Exact two-sided McNemar p-value: the binomial test of b against b + c at one half. */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  const k = Math.min(b, c);
  // Sum C(n, i) / 2^n for i ≤ k in log space, so a large n neither overflows nor underflows.
  let logTerm = -n * Math.LN2;
  let tail = Math.exp(logTerm);
  for (let i = 1; i <= k; i++) {
    logTerm += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logTerm);
  }
  return Math.min(1, 2 * tail);
}

export interface PairedComparison {
  a: string;
  b: string;
  /** Case × repeat pairs judged under both. */
  pairs: number;
  /** Pairs a got right and b wrong, and the reverse (right: caught a defect, passed a clean case). */
  onlyA: number;
  onlyB: number;
  /** Distinct cases with at least one discordant pair. */
  discordantCases: number;
  pValue: number;
}

function right(t: Trial): boolean {
  return t.defect ? t.case === 'caught' : t.case === 'passed';
}

/** McNemar between two sets of trials paired by a key (case × repeat, or group × repeat). */
function paired(
  a: string,
  b: string,
  left: readonly Trial[],
  rightSide: readonly Trial[],
  key: (t: Trial) => string,
  cluster: (t: Trial) => string,
): PairedComparison {
  const byKey = new Map(rightSide.filter(judged).map((t) => [key(t), t]));
  let pairs = 0;
  let onlyA = 0;
  let onlyB = 0;
  const discordant = new Set<string>();
  for (const t of left.filter(judged)) {
    const other = byKey.get(key(t));
    if (other === undefined) continue;
    pairs++;
    const ra = right(t);
    const rb = right(other);
    if (ra && !rb) onlyA++;
    if (rb && !ra) onlyB++;
    if (ra !== rb) discordant.add(cluster(t));
  }
  return {
    a,
    b,
    pairs,
    onlyA,
    onlyB,
    discordantCases: discordant.size,
    pValue: mcnemarExact(onlyA, onlyB),
  };
}

/** Every pair of configurations, on the same cases and repeats. */
export function compareConfigurations(
  all: readonly Trial[],
  configurations: readonly string[],
): PairedComparison[] {
  const out: PairedComparison[] = [];
  for (let i = 0; i < configurations.length; i++) {
    for (let j = i + 1; j < configurations.length; j++) {
      const a = configurations[i]!;
      const b = configurations[j]!;
      out.push(
        paired(
          a,
          b,
          all.filter((t) => t.configuration === a),
          all.filter((t) => t.configuration === b),
          (t) => `${t.caseId}\u0000${t.repeat}`,
          (t) => t.caseId,
        ),
      );
    }
  }
  return out;
}

export const FRAMING_VARIANTS = ['neutral', 'fix', 'reviewed'] as const;

export interface FramingSummary {
  configuration: string;
  /** Detection of the framed defects per variant. */
  variants: Array<{ variant: string; detection: Rate }>;
  /** Neutral against each framed variant, paired by triple and repeat. */
  comparisons: PairedComparison[];
}

/** Framing triples: does the PR body's framing change what is caught? */
export function summariseFraming(
  all: readonly Trial[],
  configurations: readonly string[],
): FramingSummary[] {
  const framed = all.filter((t) => t.defect && t.result.label.framing !== null);
  if (framed.length === 0) return [];
  const variant = (t: Trial): string => t.result.label.framing?.variant ?? '';
  const key = (t: Trial): string => `${t.result.label.framing?.group ?? ''}\u0000${t.repeat}`;
  return configurations.map((configuration) => {
    const mine = framed.filter((t) => t.configuration === configuration && judged(t));
    const of = (v: string): Trial[] => mine.filter((t) => variant(t) === v);
    return {
      configuration,
      variants: FRAMING_VARIANTS.map((v) => ({
        variant: v,
        detection: rate(of(v).filter((t) => t.case === 'caught').length, of(v).length),
      })),
      comparisons: (['fix', 'reviewed'] as const).map((v) =>
        paired(
          `${configuration}:neutral`,
          `${configuration}:${v}`,
          of('neutral'),
          of(v),
          key,
          (t) => t.result.label.framing?.group ?? '',
        ),
      ),
    };
  });
}

/** Everything the tables show, computed from the stored results alone (so a re-score matches). */
export interface Figures {
  configurations: ConfigurationSummary[];
  lanes: LaneSummary[];
  instability: Instability[];
  comparisons: PairedComparison[];
  framing: FramingSummary[];
}

export function figures(
  results: readonly CaseResult[],
  configurations: readonly string[],
): Figures {
  const all = trials(results);
  return {
    configurations: configurations.map((c) => summariseConfiguration(c, all)),
    lanes: summariseLanes(all),
    instability: instability(all),
    comparisons: compareConfigurations(all, configurations),
    framing: summariseFraming(all, configurations),
  };
}
