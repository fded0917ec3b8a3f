// One evaluation: estimate what it will spend, refuse past the cap, then run every case under
// every configuration (repeated) without letting the cap be overshot by more than concurrency × the
// largest case's estimate, score, and write the JSON (every reply kept, so it can be re-scored),
// markdown and chart files — named `*.emulated.*` when the models were emulators.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { loadCases } from './case.js';
import type { EvalCase } from './case.js';
import { emulatedScript, startEmulatedVendors } from './emulated.js';
import type { EmulatedReviewer, EmulatedVendors } from './emulated.js';
import { caseLabel, caseSpecText, planCase, runCase } from './harness.js';
import { materialiseCase } from './repo.js';
import type { CaseRepo } from './repo.js';
import type { CaseResult, Configuration } from './harness.js';
import { renderChart, renderMarkdown, renderTerminal } from './render.js';
import type { EvalMeta, EvalReport } from './render.js';
import { figures } from './stats.js';
import { overshootBound, schedule } from './budget.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export class EvalError extends Error {}

export interface EvalConfiguration extends Configuration {
  /** Emulated runs only: how the scripted models answer. */
  reviewer?: EmulatedReviewer;
}

export interface EvalOptions {
  casesDir: string;
  filter: string | null;
  repeat: number;
  maxCostUsd: number | null;
  configurations: EvalConfiguration[];
  emulated: boolean;
  dryRun: boolean;
  concurrency: number;
  /** Where eval.json, eval.md and chart.svg go; null writes nothing. */
  outDir: string | null;
  log: (line: string) => void;
}

export interface EvalOutcome {
  report: EvalReport | null;
  estimateUsd: number | null;
  files: string[];
}

/** The emulated configurations: a reviewer that catches what each case expects, and one that obeys. */
export const EMULATED_CONFIGURATIONS: EvalConfiguration[] = [
  { name: 'emulated-scripted', inputs: {}, reviewer: 'scripted' },
  { name: 'emulated-obedient', inputs: {}, reviewer: 'obedient' },
];

/** Estimated cost of each case under each configuration (`configuration\0case`); null: unknown. */
type CaseEstimates = Map<string, number | null>;

const estimateKey = (configuration: string, caseId: string): string =>
  `${configuration}\u0000${caseId}`;

async function estimate(
  cases: EvalCase[],
  repos: Map<string, CaseRepo>,
  configurations: EvalConfiguration[],
  repeat: number,
  log: (line: string) => void,
  dryRun: boolean,
  perCase: CaseEstimates,
  emulated: boolean,
): Promise<number | null> {
  let total: number | null = 0;
  // Configurations with the same inputs (the emulated reviewers differ only in their script) plan
  // alike: each case is planned once per distinct set of inputs.
  const plans = new Map<string, Awaited<ReturnType<typeof planCase>>>();
  for (const configuration of configurations) {
    let subtotal: number | null = 0;
    for (const evalCase of cases) {
      const key = `${JSON.stringify(configuration.inputs)}\u0000${evalCase.id}`;
      const plan =
        plans.get(key) ?? (await planCase(evalCase, configuration, repos.get(evalCase.id)!));
      plans.set(key, plan);
      const cost = plan.estimates.reduce<number | null>(
        (sum, e) => (sum === null || e.costUsd === null ? null : sum + e.costUsd),
        0,
      );
      perCase.set(estimateKey(configuration.name, evalCase.id), cost);
      if (dryRun) {
        const calls = plan.estimates.reduce((n, e) => n + e.calls, 0);
        log(
          `  ${configuration.name}  ${evalCase.id}: lanes ${plan.lanes.join(', ') || 'none'}; ` +
            `${calls} call(s), ${cost === null ? 'price unknown' : `~$${cost.toFixed(4)}`}` +
            (plan.blockers.length > 0
              ? `; deterministic blockers: ${plan.blockers.join(' | ')}`
              : ''),
        );
      }
      subtotal = subtotal === null || cost === null ? null : subtotal + cost;
    }
    const repeated = subtotal === null ? null : subtotal * repeat;
    log(
      `estimate ${configuration.name}: ${cases.length} case(s) × ${repeat} = ` +
        (repeated === null
          ? 'unknown (a model has no price in the catalog)'
          : `~$${repeated.toFixed(4)}${emulated ? ' at catalog prices if the models were real (emulated: nothing is spent)' : ''}`),
    );
    total = total === null || repeated === null ? null : total + repeated;
  }
  return total;
}

async function runAll(
  cases: EvalCase[],
  repos: Map<string, CaseRepo>,
  options: EvalOptions,
  /** Emulated runs: one set of emulators per worker (a script answers for one case at a time). */
  vendors: EmulatedVendors[] | null,
  estimates: CaseEstimates,
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  const cap = vendors === null ? options.maxCostUsd : null;
  const known = [...estimates.values()].filter((e): e is number => e !== null);
  const largest = known.length === 0 ? 0 : Math.max(...known);
  for (const configuration of options.configurations) {
    for (let repeat = 0; repeat < options.repeat; repeat++) {
      const ran = await schedule(cases, {
        concurrency: vendors === null ? options.concurrency : vendors.length,
        capUsd: cap,
        estimateUsd: (c) => estimates.get(estimateKey(configuration.name, c.id)) ?? largest,
        refuse: (c) => notRun(c, configuration, repeat, '--max-cost-usd would be passed'),
        run: async (evalCase, w) => {
          const own = vendors?.[w] ?? null;
          if (own !== null) {
            own.script(
              emulatedScript(
                evalCase,
                await caseSpecText(evalCase),
                configuration.reviewer ?? 'obedient',
              ),
            );
          }
          const served =
            own === null
              ? configuration
              : { ...configuration, inputs: { ...configuration.inputs, ...own.inputs } };
          const result = await runCase(evalCase, served, {
            repeat,
            repo: repos.get(evalCase.id)!,
            // Holds each case to the largest estimate, which bounds the overshoot.
            maxCaseCostUsd: cap === null ? null : largest,
          });
          options.log(
            `${result.got === result.expected ? 'ok  ' : result.got === 'error' ? 'ERR ' : 'MISS'} ` +
              `${configuration.name} #${repeat + 1} ${evalCase.id}: expected ${result.expected}, got ${result.got}` +
              (result.error === null ? '' : ` — ${result.error}`),
          );
          return { result, costUsd: result.costUsd ?? 0 };
        },
      });
      results.push(...ran);
    }
  }
  const order = new Map(cases.map((c, i) => [c.id, i]));
  return results.sort(
    (a, b) =>
      options.configurations.findIndex((c) => c.name === a.configuration) -
        options.configurations.findIndex((c) => c.name === b.configuration) ||
      a.repeat - b.repeat ||
      (order.get(a.caseId) ?? 0) - (order.get(b.caseId) ?? 0),
  );
}

function notRun(
  evalCase: EvalCase,
  configuration: Configuration,
  repeat: number,
  why: string,
): CaseResult {
  return {
    caseId: evalCase.id,
    category: evalCase.category,
    configuration: configuration.name,
    repeat,
    expected: evalCase.expected.outcome,
    label: caseLabel(evalCase),
    got: 'error',
    error: `not run: ${why}`,
    lanes: {},
    records: {},
    deterministicBlockers: [],
    blockers: [],
    inputTokens: 0,
    outputTokens: 0,
    costUsd: 0,
    ms: 0,
    calls: [],
  };
}

/** sha256 over every file of the cases run (paths and contents, in a fixed order). */
export async function corpusHash(cases: readonly EvalCase[]): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string, root: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path, root);
      else if (entry.isFile()) {
        hash.update(`${relative(root, path)}\u0000`);
        hash.update(await readFile(path));
        hash.update('\u0000');
      }
    }
  };
  for (const c of [...cases].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    hash.update(`case ${c.id}\u0000`);
    await walk(c.dir, c.dir);
  }
  return hash.digest('hex');
}

async function headCommit(): Promise<string | null> {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: ROOT });
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

/** A configuration's inputs as stored: keys and tokens never leave the run. */
export function storedInputs(inputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inputs).filter(([name]) => !/(?:key|token)$/i.test(name)),
  );
}

/** The output files of a run; an emulated run says so in every name. */
export function outputNames(
  emulated: boolean,
  rescored = false,
): { json: string; markdown: string; chart: string } {
  const tag = `${emulated ? '.emulated' : ''}${rescored ? '.rescored' : ''}`;
  return { json: `eval${tag}.json`, markdown: `eval${tag}.md`, chart: `chart${tag}.svg` };
}

/** Writes eval.json, eval.md and chart.svg (emulated names when emulated) and prints the tables. */
export async function publish(
  report: EvalReport,
  outDir: string | null,
  log: (line: string) => void,
  rescored = false,
): Promise<string[]> {
  log('');
  log(renderTerminal(report));
  const files: string[] = [];
  if (outDir === null) return files;
  await mkdir(outDir, { recursive: true });
  const names = outputNames(report.emulated, rescored);
  const write = async (name: string, text: string): Promise<void> => {
    const path = join(outDir, name);
    await writeFile(path, text);
    files.push(path);
  };
  await write(names.json, JSON.stringify(report, null, 2) + '\n');
  await write(names.chart, renderChart(report.figures.configurations, report.emulated));
  await write(names.markdown, renderMarkdown(report, names.chart));
  log(`Wrote ${files.join(', ')}`);
  return files;
}

export async function evaluate(options: EvalOptions): Promise<EvalOutcome> {
  const cases = await loadCases(options.casesDir, options.filter);
  if (cases.length === 0) throw new EvalError(`no case matches "${options.filter ?? ''}"`);
  const names = new Set(options.configurations.map((c) => c.name));
  if (names.size !== options.configurations.length) {
    throw new EvalError('configuration names must differ');
  }

  let vendors: EmulatedVendors[] | null = null;
  const repos = new Map<string, CaseRepo>();
  let configurations = options.configurations;
  if (options.emulated) {
    const started = await Promise.all(
      Array.from({ length: Math.max(1, options.concurrency) }, () => startEmulatedVendors()),
    );
    vendors = started;
    const first = started[0]!;
    configurations = configurations.map((c) => ({
      ...c,
      inputs: { ...c.inputs, ...first.inputs, models: c.inputs.models ?? first.models },
    }));
  }
  try {
    // Each case becomes a git repository once; every configuration and repeat reads the same one.
    for (const evalCase of cases) repos.set(evalCase.id, await materialiseCase(evalCase));
    options.log(
      options.emulated
        ? 'Emulated run: models are loopback emulators; nothing is spent (estimates use catalog prices).'
        : 'Estimated cost before anything is sent:',
    );
    const perCase: CaseEstimates = new Map();
    const estimateUsd = await estimate(
      cases,
      repos,
      configurations,
      options.repeat,
      options.log,
      options.dryRun,
      perCase,
      options.emulated,
    );
    const known = [...perCase.values()].filter((e): e is number => e !== null);
    if (!options.emulated && options.maxCostUsd !== null && known.length > 0) {
      const largest = Math.max(...known);
      options.log(
        `cap $${options.maxCostUsd}: at most ${options.concurrency} case(s) in flight × the largest ` +
          `case estimate ~$${largest.toFixed(4)} = at most ~$${overshootBound(options.concurrency, largest).toFixed(4)} over the cap`,
      );
    }
    if (!options.emulated && options.maxCostUsd !== null) {
      if (estimateUsd === null) {
        throw new EvalError(
          '--max-cost-usd is set but a model has no price in the catalog, so the cap cannot be enforced; add it with --input model-catalog=…',
        );
      }
      if (estimateUsd > options.maxCostUsd) {
        throw new EvalError(
          `the estimate ($${estimateUsd.toFixed(4)}) exceeds --max-cost-usd ($${options.maxCostUsd}); run fewer cases or repeats, or raise the cap`,
        );
      }
    }
    if (options.dryRun) {
      options.log('Dry run: no model was asked.');
      return { report: null, estimateUsd, files: [] };
    }

    const results = await runAll(cases, repos, { ...options, configurations }, vendors, perCase);
    const meta: EvalMeta = {
      commit: await headCommit(),
      corpusHash: await corpusHash(cases),
      repeat: options.repeat,
      configurations: configurations.map((c) => ({
        name: c.name,
        inputs: storedInputs(c.inputs),
      })),
    };
    const report: EvalReport = {
      emulated: options.emulated,
      meta,
      results,
      figures: figures(
        results,
        configurations.map((c) => c.name),
      ),
    };
    const files = await publish(report, options.outDir, options.log);
    return { report, estimateUsd, files };
  } finally {
    await Promise.all((vendors ?? []).map((v) => v.close()));
    await Promise.all([...repos.values()].map((r) => r.remove()));
  }
}
