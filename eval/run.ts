// `npm run eval -- …`: measure done-gate's verdicts on the corpus in eval/cases with your own models
// and keys (from the usual environment variables), or keyless against the emulators (--emulated).
// Exit 0: every case was judged; 1: some case could not be judged; 2: usage or configuration error.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { cliInputs } from '../src/cli/review.js';
import { CaseError } from './case.js';
import { EMULATED_CONFIGURATIONS, EvalError, evaluate } from './evaluate.js';
import type { EvalConfiguration, EvalOptions } from './evaluate.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const USAGE = `npm run eval -- [options]

  --models LIST          reviewer models, provider/model, comma separated (default: one per
                         vendor whose key is set: ANTHROPIC_API_KEY, OPENAI_API_KEY,
                         GOOGLE_GENERATIVE_AI_API_KEY)
  --cases FILTER         case ids, comma separated, * wildcards (default: all of eval/cases)
  --repeat N             run every case N times (default 1)
  --max-cost-usd X       refuse to start when the estimate exceeds X; stop starting cases at X
  --input NAME=VALUE     any done-gate input for every configuration (repeatable), e.g. rigor=poc
  --compare NAME:K=V,…   a configuration to compare; give it twice (inputs on top of the above)
  --emulated             keyless: loopback emulators scripted from each case's expected finding,
                         and an obedient reviewer that passes everything (what our deterministic
                         layers catch alone)
  --dry-run              print the plan and the cost estimate; ask no model
  --concurrency N        cases in flight at once with real providers (default 4)
  --out DIR              where eval.json, eval.md and chart.svg go (default eval/out)
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

export function parseEvalArgs(
  argv: string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): EvalOptions | 'help' {
  const known = actionInputs();
  const inputs: Record<string, string> = {};
  const compare: EvalConfiguration[] = [];
  let models: string | null = null;
  const options: Omit<EvalOptions, 'configurations' | 'compare'> = {
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
      case '--compare': {
        const text = value();
        const colon = text.indexOf(':');
        if (colon <= 0) throw new UsageError('--compare expects NAME:K=V[,K=V…]');
        const own: Record<string, string> = {};
        for (const part of text
          .slice(colon + 1)
          .split(',')
          .filter((p) => p.trim() !== '')) {
          const [name, v] = assignment(part, known, flag);
          own[name] = v;
        }
        compare.push({ name: text.slice(0, colon).trim(), inputs: own });
        break;
      }
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
  if (compare.length !== 0 && compare.length !== 2) {
    throw new UsageError('--compare is given exactly twice (two configurations)');
  }
  if (options.emulated && compare.length > 0) {
    throw new UsageError(
      '--emulated runs its own two configurations; --compare needs real providers',
    );
  }
  if (models !== null) inputs.models = models;
  const base = options.emulated ? inputs : cliInputs({ inputs }, env).inputs;
  if (!options.emulated && !cliInputs({ inputs }, env).keyed && !options.dryRun) {
    throw new UsageError(
      'no model API key is set (ANTHROPIC_API_KEY, OPENAI_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY); use --emulated for a keyless run or --dry-run for the plan',
    );
  }
  const configurations: EvalConfiguration[] = options.emulated
    ? EMULATED_CONFIGURATIONS.map((c) => ({ ...c, inputs: { ...base, ...c.inputs } }))
    : compare.length === 2
      ? compare.map((c) => ({ name: c.name, inputs: { ...base, ...c.inputs } }))
      : [{ name: 'default', inputs: base }];
  return { ...options, configurations, compare: compare.length === 2 };
}

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
): Promise<number> {
  let options: EvalOptions | 'help';
  try {
    options = parseEvalArgs(argv, env, out);
  } catch (error) {
    if (error instanceof UsageError) {
      out(`done-gate eval: ${error.message}`);
      return 2;
    }
    throw error;
  }
  if (options === 'help') {
    out(USAGE);
    return 0;
  }
  try {
    const { report } = await evaluate(options);
    if (report === null) return 0;
    return report.results.some((r) => r.got === 'error') ? 1 : 0;
  } catch (error) {
    if (error instanceof EvalError || error instanceof CaseError) {
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
