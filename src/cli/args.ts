// The command line: `done-gate review …` and `done-gate run-checks …`, parsed into plain values.
import { parseArgs } from 'node:util';
import { MAX_DIFF_BYTES } from '../evidence/diff-stream.js';
import { DoneGateError } from '../errors.js';

const MAX_DIFF_MB = MAX_DIFF_BYTES / 1_000_000;

export const USAGE = `done-gate — the done gate for pull requests, on a local git range

Usage:
  done-gate review [options]       judge the changes of a git range; exit 0 PASS, 1 BLOCKED
  done-gate run-checks --out FILE  run the declared verification commands / local-run recipe and
                                   write the record file a gate job reads (hardened layout)
  done-gate --help | --version

review options:
  --base REF                  base of the range (default: HEAD~1); the diff is base...head
  --head REF                  head of the range (default: HEAD)
  --spec FILE|-               the spec: acceptance criteria the change must meet (- reads stdin)
  --test-output FILE          test output to show the reviewers (JUnit XML, TAP or a log); repeatable
  --models LIST               reviewer models, comma separated provider/model
                              (default: one per vendor whose API key is set)
  --reviewer-model ID         explicit fresh-context reviewer model
  --implementer-model ID      the model that wrote the change (else detected from commits)
  --model-selection MODE      different-model-required | different-model-preferred | same-model-ok
  --verification-commands JSON  JSON array of shell commands to run and record (e.g. '["npm test"]')
  --local-run-recipe TEXT     YAML: start, ready (loopback URL), suites, timeout-seconds
  --rigor LEVEL               poc | prototype | production (default production)
  --security-posture LEVEL    prototype | standard | hardened (default standard)
  --forced-lanes LIST         lanes to add: code-review, adversary, security, probe
  --exclude-paths LIST        globs reported as excluded, never reviewed
  --time-budget SECONDS       wall-clock budget for all model calls (default 900)
  --max-tokens N              hard cap on tokens for the run
  --max-cost-usd N            hard cap on cost for the run
  --repository-context MODE   read (default): reviewers may read the repository at base and head
                              through read-only tools | none: the diff only
  --max-tool-steps N          tool-use rounds per model call, 1 to 50 (default 8)
  --json                      print the result as JSON instead of the report
  --dry-run                   plan only: signals, lanes, chunks, coverage, estimates; no model is asked
  --all-files                 in the plan, list every file of every chunk (default: the first 8 each)
  -C, --cwd DIR               the repository (default: the current directory)

run-checks options:
  --out FILE                  where to write the record file (JSON)
  --head-sha SHA              the PR head commit the record is for (default: pull_request.head.sha
                              of the event at GITHUB_EVENT_PATH, else GITHUB_SHA)
  --verification-commands JSON, --local-run-recipe TEXT, -C DIR  as above

Keys come from the environment: ANTHROPIC_API_KEY, OPENAI_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY,
OPENAI_COMPATIBLE_API_KEY + OPENAI_COMPATIBLE_BASE_URL; base URLs from ANTHROPIC_BASE_URL,
OPENAI_BASE_URL, GOOGLE_GENERATIVE_AI_BASE_URL. With no key set, review runs the plan only.
Diffs over ${MAX_DIFF_MB} MB are not read: the review ends BLOCKED ("diff too large").
Exit codes: 0 PASS (or run-checks done, or a --dry-run plan), 1 BLOCKED, 2 usage or configuration error.`;

export class UsageError extends DoneGateError {
  constructor(message: string) {
    super('usage', message);
    this.name = 'UsageError';
  }
}

/** A full commit SHA: SHA-1, or SHA-256 in a repository that uses it. */
export const FULL_SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

export interface ReviewArgs {
  command: 'review';
  base: string;
  head: string;
  spec: string | null;
  testOutput: string[];
  json: boolean;
  dryRun: boolean;
  /** List every file in the plan (`--all-files`). */
  allFiles: boolean;
  cwd: string;
  /** Action inputs the flags map onto (kebab-case names), fed to the same config parser. */
  inputs: Record<string, string>;
}

export interface RunChecksArgs {
  command: 'run-checks';
  out: string;
  /** `--head-sha`, lower-cased; null when not given. */
  headSha: string | null;
  cwd: string;
  inputs: Record<string, string>;
}

export type CliArgs = ReviewArgs | RunChecksArgs | { command: 'help' } | { command: 'version' };

const INPUT_FLAGS = {
  models: 'models',
  'reviewer-model': 'reviewer-model',
  'implementer-model': 'implementer-model',
  'model-selection': 'model-selection',
  'verification-commands': 'verification-commands',
  'local-run-recipe': 'local-run-recipe',
  rigor: 'rigor',
  'security-posture': 'security-posture',
  'forced-lanes': 'forced-lanes',
  'exclude-paths': 'exclude-paths',
  'time-budget': 'time-budget-seconds',
  'max-tokens': 'max-tokens',
  'max-cost-usd': 'max-cost-usd',
  'repository-context': 'repository-context',
  'max-tool-steps': 'max-tool-steps',
} as const;

export function parseCliArgs(argv: string[]): CliArgs {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    return { command: 'help' };
  }
  if (command === '--version' || command === '-v') return { command: 'version' };
  if (command !== 'review' && command !== 'run-checks') {
    throw new UsageError(`unknown command '${command}': use 'review' or 'run-checks' (see --help)`);
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: false,
      options: {
        base: { type: 'string' },
        head: { type: 'string' },
        spec: { type: 'string' },
        'test-output': { type: 'string', multiple: true },
        json: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        'all-files': { type: 'boolean' },
        cwd: { type: 'string', short: 'C' },
        out: { type: 'string' },
        'head-sha': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        ...Object.fromEntries(
          Object.keys(INPUT_FLAGS).map((k) => [k, { type: 'string' as const }]),
        ),
      },
    });
  } catch (error) {
    throw new UsageError(explainParseError((error as Error).message));
  }
  const values = parsed.values as Record<string, string | string[] | boolean | undefined>;
  if (values.help === true) return { command: 'help' };
  const inputs: Record<string, string> = {};
  for (const [flag, input] of Object.entries(INPUT_FLAGS)) {
    const value = values[flag];
    if (typeof value === 'string') inputs[input] = value;
  }
  const cwd = typeof values.cwd === 'string' ? values.cwd : process.cwd();
  if (command === 'run-checks') {
    if (typeof values.out !== 'string' || values.out === '') {
      throw new UsageError('run-checks needs --out FILE (where to write the record file)');
    }
    const headSha = values['head-sha'];
    if (headSha !== undefined && !FULL_SHA.test(String(headSha).toLowerCase())) {
      throw new UsageError('--head-sha needs a full commit SHA (40 hexadecimal characters)');
    }
    const sha = typeof headSha === 'string' ? headSha.toLowerCase() : null;
    return { command, out: values.out, headSha: sha, cwd, inputs };
  }
  if (values.out !== undefined) throw new UsageError('--out belongs to run-checks, not review');
  if (values['head-sha'] !== undefined) {
    throw new UsageError('--head-sha belongs to run-checks, not review (use --head REF)');
  }
  return {
    command,
    base: typeof values.base === 'string' ? values.base : 'HEAD~1',
    head: typeof values.head === 'string' ? values.head : 'HEAD',
    spec: typeof values.spec === 'string' ? values.spec : null,
    testOutput: (values['test-output'] as string[] | undefined) ?? [],
    json: values.json === true,
    dryRun: values['dry-run'] === true,
    allFiles: values['all-files'] === true,
    cwd,
    inputs,
  };
}

/** node:util's message, with the fix for the likeliest slip: a git range given as an argument. */
function explainParseError(message: string): string {
  const positional = /^Unexpected argument '([^']*)'/.exec(message);
  const range = positional?.[1] === undefined ? null : /^(.+?)\.{2,3}(.+)$/.exec(positional[1]);
  if (range?.[1] !== undefined && range[2] !== undefined) {
    return `a range is given with flags, not as an argument: --base ${range[1]} --head ${range[2]}`;
  }
  if (positional !== null) {
    return `unexpected argument '${positional[1]}': review takes only options (e.g. --base origin/main)`;
  }
  return message;
}
