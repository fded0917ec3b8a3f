// One evaluation: estimate what it will spend, refuse past the cap, then run every case under
// every configuration (repeated), summarise, and write the JSON, markdown and chart files.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadCases } from './case.js';
import type { EvalCase } from './case.js';
import { emulatedScript, startEmulatedVendors } from './emulated.js';
import type { EmulatedReviewer, EmulatedVendors } from './emulated.js';
import { caseSpecText, planCase, runCase } from './harness.js';
import { materialiseCase } from './repo.js';
import type { CaseRepo } from './repo.js';
import type { CaseResult, Configuration } from './harness.js';
import { renderChart, renderMarkdown, renderTerminal } from './render.js';
import type { EvalReport } from './render.js';
import { compareConfigurations, summariseConfiguration, summariseLanes } from './stats.js';

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
  compare: boolean;
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

async function estimate(
  cases: EvalCase[],
  repos: Map<string, CaseRepo>,
  configurations: EvalConfiguration[],
  repeat: number,
  log: (line: string) => void,
  dryRun: boolean,
): Promise<number | null> {
  let total: number | null = 0;
  for (const configuration of configurations) {
    let subtotal: number | null = 0;
    for (const evalCase of cases) {
      const plan = await planCase(evalCase, configuration, repos.get(evalCase.id)!);
      const cost = plan.estimates.reduce<number | null>(
        (sum, e) => (sum === null || e.costUsd === null ? null : sum + e.costUsd),
        0,
      );
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
          : `~$${repeated.toFixed(4)}`),
    );
    total = total === null || repeated === null ? null : total + repeated;
  }
  return total;
}

async function runAll(
  cases: EvalCase[],
  repos: Map<string, CaseRepo>,
  options: EvalOptions,
  vendors: EmulatedVendors | null,
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  let spent = 0;
  const overBudget = (): boolean => options.maxCostUsd !== null && spent >= options.maxCostUsd;
  for (const configuration of options.configurations) {
    for (let repeat = 0; repeat < options.repeat; repeat++) {
      const queue = [...cases];
      const worker = async (): Promise<void> => {
        for (let evalCase = queue.shift(); evalCase !== undefined; evalCase = queue.shift()) {
          if (overBudget()) {
            results.push(notRun(evalCase, configuration, repeat, '--max-cost-usd reached'));
            continue;
          }
          if (vendors !== null) {
            vendors.script(
              emulatedScript(
                evalCase,
                await caseSpecText(evalCase),
                configuration.reviewer ?? 'obedient',
              ),
            );
          }
          const result = await runCase(evalCase, configuration, {
            repeat,
            repo: repos.get(evalCase.id)!,
          });
          spent += result.costUsd ?? 0;
          results.push(result);
          options.log(
            `${result.got === result.expected ? 'ok  ' : result.got === 'error' ? 'ERR ' : 'MISS'} ` +
              `${configuration.name} #${repeat + 1} ${evalCase.id}: expected ${result.expected}, got ${result.got}` +
              (result.error === null ? '' : ` — ${result.error}`),
          );
        }
      };
      // Emulated scripts are per case, so emulated cases run one at a time.
      const workers = vendors === null ? Math.max(1, options.concurrency) : 1;
      await Promise.all(Array.from({ length: workers }, worker));
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
    got: 'error',
    error: `not run: ${why}`,
    lanes: {},
    deterministicBlockers: [],
    blockers: [],
    inputTokens: 0,
    outputTokens: 0,
    costUsd: 0,
    ms: 0,
    calls: [],
  };
}

export async function evaluate(options: EvalOptions): Promise<EvalOutcome> {
  const cases = await loadCases(options.casesDir, options.filter);
  if (cases.length === 0) throw new EvalError(`no case matches "${options.filter ?? ''}"`);
  const names = new Set(options.configurations.map((c) => c.name));
  if (names.size !== options.configurations.length) {
    throw new EvalError('configuration names must differ');
  }
  if (options.compare && options.configurations.length !== 2) {
    throw new EvalError('--compare needs exactly two configurations');
  }

  let vendors: EmulatedVendors | null = null;
  const repos = new Map<string, CaseRepo>();
  let configurations = options.configurations;
  if (options.emulated) {
    vendors = await startEmulatedVendors();
    const emulatedInputs = { ...vendors.inputs, models: vendors.models };
    configurations = configurations.map((c) => ({
      ...c,
      inputs: { ...c.inputs, ...emulatedInputs },
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
    const estimateUsd = await estimate(
      cases,
      repos,
      configurations,
      options.repeat,
      options.log,
      options.dryRun,
    );
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

    const results = await runAll(cases, repos, { ...options, configurations }, vendors);
    const catchers = new Map(cases.map((c) => [c.id, c.expected.catchers as string[]]));
    const report: EvalReport = {
      results,
      configurations: configurations.map((c) => summariseConfiguration(c.name, results)),
      lanes: summariseLanes(results, catchers),
      comparison:
        options.compare && configurations.length === 2
          ? compareConfigurations(results, configurations[0]!.name, configurations[1]!.name)
          : null,
    };
    options.log('');
    options.log(renderTerminal(report));
    const files: string[] = [];
    if (options.outDir !== null) {
      await mkdir(options.outDir, { recursive: true });
      const write = async (name: string, text: string): Promise<void> => {
        const path = join(options.outDir!, name);
        await writeFile(path, text);
        files.push(path);
      };
      await write('eval.json', JSON.stringify(report, null, 2) + '\n');
      await write('chart.svg', renderChart(report.configurations));
      await write('eval.md', renderMarkdown(report, 'chart.svg'));
      options.log(`Wrote ${files.join(', ')}`);
    }
    return { report, estimateUsd, files };
  } finally {
    await vendors?.close();
    await Promise.all([...repos.values()].map((r) => r.remove()));
  }
}
