// `npm run eval -- …`: measure done-gate's verdicts on the corpus in eval/cases with your own models
// and keys (from the usual environment variables), or keyless against the emulators (--emulated).
// Exit 0: every case was judged; 1: some case could not be judged; 2: usage or configuration error.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { cliInputs } from '../src/cli/review.js';
import { CaseError } from './case.js';
import { EMULATED_MODELS } from './emulated.js';
import { EMULATED_CONFIGURATIONS, EvalError, evaluate } from './evaluate.js';
import { rescore } from './rescore.js';
import { SMOKE_CASES } from './smoke.js';
import type { EvalConfiguration, EvalOptions } from './evaluate.js';
import { RescoreError } from './rescore.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const USAGE = `npm run eval -- [options]

  --models LIST          reviewer models, provider/model, comma separated (default: one per
                         vendor whose key is set: ANTHROPIC_API_KEY, OPENAI_API_KEY,
                         GOOGLE_GENERATIVE_AI_API_KEY)
  --cases FILTER         case ids, comma separated, * wildcards (default: all of eval/cases)
  --repeat N             run every case N times (default 1)
  --max-cost-usd X       refuse to start when the estimate exceeds X; start a case only when the
                         spend, the in-flight estimates and its own fit under X (the overshoot is
                         at most concurrency × the largest case estimate)
  --input NAME=VALUE     any done-gate input for every configuration (repeatable), e.g. rigor=poc
  --config NAME:K=V,…    a configuration (inputs on top of the above); any number of times, each
                         run on the same cases and compared pairwise (McNemar). --compare: the same
  --per-vendor           one configuration per vendor of --models: each vendor serves every lane
  --smoke                the fixed smoke slice (a few cases; see docs/evaluation.md)
  --repository-context M read (default, as the action ships) or none
  --attention MODE       human-attention: block (default, as the action ships) or note
  --rescore FILE         re-score a stored eval.json (no model is asked) and write its tables
  --emulated             keyless: loopback emulators scripted from each case's expected finding,
                         and an obedient reviewer that passes everything (what our deterministic
                         layers catch alone)
  --dry-run              print the plan and the cost estimate; ask no model
  --concurrency N        cases in flight at once with real providers (default 4)
  --out DIR              where eval.json, eval.md and chart.svg go (default eval/out);
                         an emulated run writes eval.emulated.json, eval.emulated.md, chart.emulated.svg
`;

export class UsageError extends Error {}

function actionInputs(): Set<string> {
  const action = parseYaml(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
    inputs?: Record<string, unknown>;
  };
  return new Set(Object.keys(action.inputs ?? {}));
}

function assignment(text: string, known: Set<string>, flag: string): [string, string] {
  const at = text.indexOf('=');
  if (at <= 0) throw new UsageError(`${flag} expects NAME=VALUE, got "${text}"`);
  const name = text.slice(0, at).trim();
  if (!known.has(name))
    throw new UsageError(`${flag}: "${name}" is not a done-gate input (see action.yml)`);
  return [name, text.slice(at + 1)];
}

function positiveInt(text: string | undefined, flag: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} expects a whole number ≥ 1`);
  return n;
}

function configurationArg(text: string, known: Set<string>, flag: string): EvalConfiguration {
  const colon = text.indexOf(':');
  if (colon <= 0) throw new UsageError(`${flag} expects NAME:K=V[,K=V…]`);
  const own: Record<string, string> = {};
  for (const part of text
    .slice(colon + 1)
    .split(',')
    .filter((p) => p.trim() !== '')) {
    const [name, v] = assignment(part, known, flag);
    own[name] = v;
  }
  return { name: text.slice(0, colon).trim(), inputs: own };
}

/** One configuration per vendor of a models list, so each vendor serves every lane. */
export function perVendor(models: string): Array<{ vendor: string; models: string }> {
  const byVendor = new Map<string, string[]>();
  for (const model of models
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m !== '')) {
    const vendor = model.slice(0, Math.max(0, model.indexOf('/'))) || model;
    byVendor.set(vendor, [...(byVendor.get(vendor) ?? []), model]);
  }
  return [...byVendor].map(([vendor, list]) => ({ vendor, models: list.join(',') }));
}

export interface ParsedEvalArgs {
  kind: 'run' | 'rescore';
  options: EvalOptions;
  rescoreFile: string | null;
}

export function parseEvalArgs(
  argv: string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): ParsedEvalArgs | 'help' {
  const known = actionInputs();
  const inputs: Record<string, string> = {};
  const configs: EvalConfiguration[] = [];
  let models: string | null = null;
  let vendorSplit = false;
  let smoke = false;
  let rescoreFile: string | null = null;
  const options: Omit<EvalOptions, 'configurations'> = {
    casesDir: join(ROOT, 'eval', 'cases'),
    filter: null,
    repeat: 1,
    maxCostUsd: null,
    emulated: false,
    dryRun: false,
    concurrency: 4,
    outDir: join(ROOT, 'eval', 'out'),
    log,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--help':
      case '-h':
        return 'help';
      case '--models':
        models = value();
        break;
      case '--cases':
        options.filter = value();
        break;
      case '--smoke':
        smoke = true;
        break;
      case '--repeat':
        options.repeat = positiveInt(value(), flag);
        break;
      case '--max-cost-usd': {
        const n = Number(value());
        if (!Number.isFinite(n) || n <= 0)
          throw new UsageError('--max-cost-usd expects a positive number');
        options.maxCostUsd = n;
        break;
      }
      case '--input': {
        const [name, v] = assignment(value(), known, flag);
        inputs[name] = v;
        break;
      }
      case '--repository-context': {
        const v = value();
        if (v !== 'read' && v !== 'none')
          throw new UsageError('--repository-context is read or none');
        inputs['repository-context'] = v;
        break;
      }
      case '--attention': {
        const v = value();
        if (v !== 'block' && v !== 'note') throw new UsageError('--attention is block or note');
        inputs['human-attention'] = v;
        break;
      }
      case '--config':
      case '--compare':
        configs.push(configurationArg(value(), known, flag));
        break;
      case '--per-vendor':
        vendorSplit = true;
        break;
      case '--rescore':
        rescoreFile = resolve(value());
        break;
      case '--emulated':
        options.emulated = true;
        break;
      case '--dry-run':
        options.dryRun = true;
        break;
      case '--concurrency':
        options.concurrency = positiveInt(value(), flag);
        break;
      case '--out':
        options.outDir = resolve(value());
        break;
      default:
        throw new UsageError(`unknown option ${flag}\n\n${USAGE}`);
    }
  }
  if (smoke) {
    if (options.filter !== null) throw new UsageError('--smoke is a fixed slice; drop --cases');
    options.filter = SMOKE_CASES.join(',');
  }
  if (rescoreFile !== null) {
    return { kind: 'rescore', options: { ...options, configurations: [] }, rescoreFile };
  }
  if (options.emulated && configs.length > 0) {
    throw new UsageError('--emulated runs its own configurations; --config needs real providers');
  }
  if (vendorSplit && configs.length > 0) {
    throw new UsageError('--per-vendor makes the configurations; drop --config');
  }
  if (models !== null) inputs.models = models;
  const base = options.emulated ? inputs : cliInputs({ inputs }, env).inputs;
  if (!options.emulated && !cliInputs({ inputs }, env).keyed && !options.dryRun) {
    throw new UsageError(
      'no model API key is set (ANTHROPIC_API_KEY, OPENAI_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY); use --emulated for a keyless run or --dry-run for the plan',
    );
  }
  let configurations: EvalConfiguration[];
  if (options.emulated) {
    configurations = vendorSplit
      ? perVendor(EMULATED_MODELS).map(({ vendor, models: m }) => ({
          name: `emulated-scripted-${vendor}`,
          inputs: { ...base, models: m },
          reviewer: 'scripted' as const,
        }))
      : EMULATED_CONFIGURATIONS.map((c) => ({ ...c, inputs: { ...base, ...c.inputs } }));
  } else if (vendorSplit) {
    configurations = perVendor(base.models ?? '').map(({ vendor, models: m }) => ({
      name: vendor,
      inputs: { ...base, models: m },
    }));
  } else if (configs.length > 0) {
    configurations = configs.map((c) => ({ name: c.name, inputs: { ...base, ...c.inputs } }));
  } else {
    configurations = [{ name: 'default', inputs: base }];
  }
  return { kind: 'run', options: { ...options, configurations }, rescoreFile: null };
}

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
): Promise<number> {
  let parsed: ParsedEvalArgs | 'help';
  try {
    parsed = parseEvalArgs(argv, env, out);
  } catch (error) {
    if (error instanceof UsageError) {
      out(`done-gate eval: ${error.message}`);
      return 2;
    }
    throw error;
  }
  if (parsed === 'help') {
    out(USAGE);
    return 0;
  }
  const { options } = parsed;
  try {
    if (parsed.kind === 'rescore') {
      await rescore(parsed.rescoreFile!, options.outDir, out);
      return 0;
    }
    const { report } = await evaluate(options);
    if (report === null) return 0;
    return report.results.some((r) => r.got === 'error') ? 1 : 0;
  } catch (error) {
    if (error instanceof EvalError || error instanceof CaseError || error instanceof RescoreError) {
      out(`done-gate eval: ${error.message}`);
      return 2;
    }
    out(`done-gate eval: configuration error — ${(error as Error).message}`);
    return 2;
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`done-gate eval crashed: ${(error as Error).stack ?? String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
