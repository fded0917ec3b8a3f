// The table of done-gate's own inputs: for each, its name in action.yml, its default written once,
// the paragraph the docs and action.yml carry, and its parser. readConfig reads Config from it,
// `npm run docs` renders docs/inputs.md from it, and a unit test holds action.yml to it. A lane
// that needs an input of its own declares an InputDefinition in its module and its caller hands
// it to readConfig (see input-definition.ts). Pure.
import type { ProviderId } from './providers.js';
import { PROVIDERS } from './providers.js';
import type { InputDefinition } from './input-definition.js';
import {
  checkedVerificationCommands,
  emptyToNull,
  optional,
  parseApprovers,
  parseBaseUrl,
  parseBoolean,
  parseEnum,
  parseForcedLanes,
  parseIntegerInRange,
  parseLocalRunRecipe,
  parseModelCatalog,
  parseModelList,
  parseOptionalModel,
  parsePositiveInteger,
  parsePositiveNumber,
  parseProtectedPaths,
  parseStatusContext,
  splitListInput,
} from './inputs.js';
import type { Config, ProviderSettings } from './types.js';
import {
  DEFAULT_APPROVERS,
  DEFAULT_MAX_CONCURRENCY,
  DEFAULT_MAX_TOOL_STEPS,
  DEFAULT_PROTECTED_PATHS,
  HUMAN_ATTENTION_MODES,
  INLINE_COMMENTS_MODES,
  MAX_TOOL_STEPS_LIMIT,
  MERGE_QUEUE_MODES,
  MODEL_SELECTION_MODES,
  REPOSITORY_CONTEXT_MODES,
  RIGORS,
  SECURITY_POSTURES,
} from './types.js';

/** The Config fields that one input each fills (the providers' settings come in pairs, below). */
export type CoreFields = Omit<Config, 'providers' | 'extraInputs'>;

/** One definition per field: the compiler holds the table complete and each parser to its type. */
export type CoreInputTable = { readonly [K in keyof CoreFields]: InputDefinition<CoreFields[K]> };

/** What `forced-lanes` is checked against. */
export interface ForcedLaneNames {
  /** The entries no lane answers to, as written. */
  unknown(names: string[]): string[];
  /** The lanes' names, for the message. */
  names: readonly string[];
}

export interface CoreInputOptions {
  /**
   * `models` may be empty only where no model is called: `done-gate run-checks` runs the declared
   * commands and writes a record, nothing more. Default true.
   */
  modelsRequired?: boolean;
  /**
   * The review lanes `forced-lanes` may name (aliases included): given, a name that is none of
   * them is a configuration error instead of an ignored entry. The config layer sits below the
   * lanes, so the caller supplies them.
   */
  lanes?: ForcedLaneNames;
}

/**
 * The definition with an empty value read as its default, so `parse('')` is `parse(default)` and
 * the default is written once, where action.yml's is checked against it.
 */
function defaulted<T>(definition: InputDefinition<T>): InputDefinition<T> {
  return {
    ...definition,
    parse: (raw) => definition.parse(raw.length === 0 ? definition.default : raw),
  };
}

function parseMaxToolSteps(raw: string): number {
  return parseIntegerInRange('max-tool-steps', raw, {
    min: 1,
    max: MAX_TOOL_STEPS_LIMIT,
    example: String(DEFAULT_MAX_TOOL_STEPS),
    why: "tool-use rounds per model call; 'repository-context: none' gives reviewers no tools",
  });
}

/** The core inputs for a caller's options, in the order action.yml and the docs list them. */
export function coreInputs(options: CoreInputOptions = {}): CoreInputTable {
  return {
    githubToken: {
      name: 'github-token',
      default: '${{ github.token }}',
      description:
        'Token used to read the pull request, its linked issues and artifacts, and to write the commit status and the sticky comment. Needs pull-requests: write, statuses: write, issues: read and actions: read. The default job token is usually enough.',
      parse: (raw) => raw,
    },
    models: {
      name: 'models',
      default: '',
      description:
        'Candidate reviewer models, comma or newline separated, each written provider/model with provider one of anthropic, openai, google, openai-compatible. The gate reviewer takes the first model that differs from the implementer\'s; the lanes are spread across the others. Example: "openai/gpt-6.2-sol, google/gemini-4-neon".',
      parse: (raw) => parseModelList('models', raw, options.modelsRequired ?? true),
    },
    reviewerModel: {
      name: 'reviewer-model',
      default: '',
      description:
        'Explicit reviewer model (provider/model) for the fresh-context gate; it wins over the candidates in `models`. Under model-selection different-model-required it must still differ from the implementer\'s model. Example: "anthropic/claude-sonnet-5-5".',
      parse: (raw) => parseOptionalModel('reviewer-model', raw),
    },
    implementerModel: {
      name: 'implementer-model',
      default: '',
      description:
        'The model that wrote the pull request (provider/model), used to pick a different reviewer. When empty it is detected from commit trailers and the PR body. Example: "anthropic/claude-opus-4".',
      parse: (raw) => parseOptionalModel('implementer-model', raw),
    },
    implementerSessionId: {
      name: 'implementer-session-id',
      default: '',
      description:
        "The implementer agent's session id; the reviewer's session id is guaranteed to differ. When empty it is detected from commit trailers and the PR body where present.",
      parse: emptyToNull,
    },
    implementerTranscriptPath: {
      name: 'implementer-transcript-path',
      default: '',
      description:
        'Path (in the workspace) to the implementer\'s transcript. Used only by the leak guard: the gate blocks when 80 or more characters of it appear verbatim in the reviewer prompt. Example: ".agent/transcript.txt".',
      parse: emptyToNull,
    },
    modelSelection: defaulted({
      name: 'model-selection',
      default: 'different-model-preferred',
      description:
        "How the reviewer model relates to the implementer's: different-model-required (block when no different model is configured), different-model-preferred (use a different model when one is configured, else warn and use the same), or same-model-ok.",
      parse: (raw) => parseEnum('model-selection', raw, MODEL_SELECTION_MODES),
    }),
    spec: {
      name: 'spec',
      default: '',
      description:
        'The specification the pull request is judged against. When set it replaces the PR body; issues the PR closes are still read. Example: the contents of a spec file from the base branch.',
      parse: emptyToNull,
    },
    testArtifacts: {
      name: 'test-artifacts',
      default: '',
      description:
        'Names of artifacts of this workflow run (or of test-artifacts-run-id) that hold test output, comma or newline separated. Every file is read whole, archives inside (zip, tar, tar.gz, gz) too: test reports (JUnit XML, TAP, CTRF, Jest/Vitest/Mocha/Playwright JSON, go test -json, TRX, NUnit 2 and 3, xUnit.net v2, TestNG, Robot Framework, Eclipse, Catch2, Check, RSpec JSON) by their format, other files read as runner logs. Green needs proof: a report or a known runner summary must show tests ran and none failed; a failing test, a log no runner summary explains, no test run, or a file that cannot be read blocks (docs/test-evidence.md). Example: "junit-results, e2e-logs". A named artifact that is missing blocks the gate.',
      parse: splitListInput,
    },
    testArtifactsRunId: {
      name: 'test-artifacts-run-id',
      default: '',
      description:
        "Workflow run id (a positive whole number) to read test-artifacts from instead of this run, e.g. github.event.workflow_run.id in a workflow_run-triggered job. That run's head SHA must be the judged head, or the evidence is of another commit and blocks.",
      parse: (raw) =>
        optional(raw, (set) => parsePositiveInteger('test-artifacts-run-id', set, '9876543210')),
    },
    testOutputPath: {
      name: 'test-output-path',
      default: '',
      description:
        'Glob(s) of test output files in the workspace, comma or newline separated. Example: "reports/junit-*.xml, test.log".',
      parse: splitListInput,
    },
    verificationCommands: {
      name: 'verification-commands',
      default: '',
      description:
        'JSON array of shell commands the adversary lane runs to check execution criteria, exactly as written (never built from PR text). Example: \'["npm test", "npm run lint"]\'. A value that is not a JSON array of strings is recorded as a pipeline fault and the adversary lane diverges.',
      parse: checkedVerificationCommands,
    },
    localRunRecipe: {
      name: 'local-run-recipe',
      default: '',
      description:
        'YAML enabling the probe lane: start (a command left running), ready (a loopback http(s) URL polled until it answers 2xx), suites (a list of commands run against it) and optional timeout-seconds (default 300). Example: "start: npm start\\nready: http://127.0.0.1:3000/health\\nsuites: [npm run e2e]".',
      parse: parseLocalRunRecipe,
    },
    checksRecordPath: {
      name: 'checks-record-path',
      default: '',
      description:
        'Path (in the workspace) of the record file that `done-gate run-checks --out FILE` wrote in an unprivileged job (hardened layout). When set, this step runs no command: it reads the recorded results of verification-commands and local-run-recipe, which must match this step\'s own declaration and the evaluated head SHA, else the verdict is BLOCKED. Example: "checks/done-gate-checks.json".',
      parse: emptyToNull,
    },
    rigor: defaulted({
      name: 'rigor',
      default: 'production',
      description:
        'How strict the lanes are about the finished product: poc, prototype or production. PR text can never lower it.',
      parse: (raw) => parseEnum('rigor', raw, RIGORS),
    }),
    securityPosture: defaulted({
      name: 'security-posture',
      default: 'standard',
      description:
        'Which security findings fail the security lane: prototype (critical), standard (critical and high) or hardened (critical, high and medium; hidden characters in the diff also block).',
      parse: (raw) => parseEnum('security-posture', raw, SECURITY_POSTURES),
    }),
    forcedLanes: {
      name: 'forced-lanes',
      default: '',
      description:
        'Lanes to run whatever the diff signals say, comma or newline separated: code-review, adversary, security, probe. Additive only. Example: "security, adversary".',
      parse: (raw) => parseForcedLanes(raw, options.lanes),
    },
    statusContext: defaulted({
      name: 'status-context',
      default: 'done-gate',
      description:
        'Name of the commit status (make it a required check in branch protection) and key of the sticky comment; at most 100 characters. Use distinct values to run several gates on one PR.',
      parse: parseStatusContext,
    }),
    comment: defaulted({
      name: 'comment',
      default: 'true',
      description:
        'Post the report as one sticky pull request comment, updated in place (true or false).',
      parse: (raw) => parseBoolean('comment', raw),
    }),
    failJob: defaulted({
      name: 'fail-job',
      default: 'true',
      description:
        'Fail this step when the verdict is BLOCKED (true or false). The commit status is written either way.',
      parse: (raw) => parseBoolean('fail-job', raw),
    }),
    timeBudgetSeconds: defaulted({
      name: 'time-budget-seconds',
      default: '900',
      description:
        'Wall-clock deadline in seconds for the whole run, measured from the step\'s start: collecting evidence, any declared commands this step runs, and all reviewer calls. Lanes still running when it passes are recorded as incomplete and the gate blocks. Example: "900".',
      parse: (raw) => parsePositiveNumber('time-budget-seconds', raw, '900'),
    }),
    maxTokens: {
      name: 'max-tokens',
      default: '',
      description:
        'Optional hard cap on tokens (input plus output) across all model calls; a call that would exceed it is not sent and the gate blocks. Example: "2000000".',
      parse: (raw) => optional(raw, (set) => parsePositiveInteger('max-tokens', set, '2000000')),
    },
    maxCostUsd: {
      name: 'max-cost-usd',
      default: '',
      description:
        'Optional hard cap on spend in USD across all model calls, priced from model-catalog; once reached no further call is sent and the gate blocks. Example: "5.00".',
      parse: (raw) => optional(raw, (set) => parsePositiveNumber('max-cost-usd', set, '5.00')),
    },
    maxConcurrency: defaulted({
      name: 'max-concurrency',
      default: String(DEFAULT_MAX_CONCURRENCY),
      description:
        'Maximum number of model calls in flight at once (a whole number of at least 1). Example: "32".',
      parse: (raw) => parsePositiveInteger('max-concurrency', raw, String(DEFAULT_MAX_CONCURRENCY)),
    }),
    modelCatalog: {
      name: 'model-catalog',
      default: '',
      description:
        'JSON giving, per model id, the context window (tokens) and prices (USD per million tokens) for models done-gate does not know or whose prices you negotiate. Example: \'{"openai-compatible/llama-3.3-70b": {"contextWindow": 131072, "inputPerMTok": 0.6, "outputPerMTok": 0.6}}\'. Unknown prices are null; cost is then reported as unknown.',
      parse: parseModelCatalog,
    },
    excludePaths: {
      name: 'exclude-paths',
      default: '',
      description:
        'Globs of changed files not sent to the reviewers, comma or newline separated; they are listed in the report as excluded, never dropped silently. Example: "dist/**, **/*.snap".',
      parse: splitListInput,
    },
    requireTrustedSpec: defaulted({
      name: 'require-trusted-spec',
      default: 'false',
      description:
        'Only trusted spec sources reach the reviewers: the spec input, or a PR body or closing issue whose author is an owner, member or collaborator of this repository (for an issue in another repository, has write access here). Untrusted sources are left out and listed; none left blocks (true or false).',
      parse: (raw) => parseBoolean('require-trusted-spec', raw),
    }),
    humanAttention: defaulted({
      name: 'human-attention',
      default: 'block',
      description:
        'What NEEDS-HUMAN items and always-human triggers (auth or migrations changed, a 🟡 [correctness] or [security] finding, hidden characters in the diff) do: "block" — the status is failure with the items listed until a maintainer comments /done-gate approve — or "note" — they are listed and the status can still be success.',
      parse: (raw) => parseEnum('human-attention', raw, HUMAN_ATTENTION_MODES),
    }),
    protectedPaths: defaulted({
      name: 'protected-paths',
      default: DEFAULT_PROTECTED_PATHS.join(', '),
      description:
        "Globs of the gate's own configuration, comma or newline separated; a pull request that changes, adds, deletes or renames a matching file (either name) is blocked with \"gate configuration changed: <file>\", whatever exclude-paths says. Matched case-insensitively. The default covers the workflows and .github/actions, CODEOWNERS (root, .github, docs), .gitattributes at any level, Dependabot's and Renovate's configuration files. Whatever is set here, the local actions a base-branch workflow uses (uses: ./dir) and the targets of protected symlinks are protected too.",
      parse: parseProtectedPaths,
    }),
    mergeQueue: defaulted({
      name: 'merge-queue',
      default: 'reuse',
      description:
        "On merge_group: reuse (success when every pull request in the group has a done-gate success on exactly its current head and the group's diff is exactly theirs; a pull request without one makes the group fail; a group that adds or drops anything is reviewed as a change of its own) or review (the group's diff is always reviewed as a change of its own).",
      parse: (raw) => parseEnum('merge-queue', raw, MERGE_QUEUE_MODES),
    }),
    approvers: defaulted({
      name: 'approvers',
      default: DEFAULT_APPROVERS.join(', '),
      description:
        "Repository roles whose holders may comment /done-gate approve or /done-gate override <reason> on a pull request (or approve it with a review), comma or newline separated; the role is read from GitHub's permission API, never from the comment. 'read' is refused. Example: \"maintain, admin\".",
      parse: parseApprovers,
    }),
    repositoryContext: defaulted({
      name: 'repository-context',
      default: 'read',
      description:
        "read (default): reviewers may read the repository at the pull request's head and base commits through read-only tools (read a file, list a directory, find files, search), so a bug whose evidence lies outside the changed lines can be found; nothing is checked out or run. none: reviewers see only the spec, the diff and the test output.",
      parse: (raw) => parseEnum('repository-context', raw, REPOSITORY_CONTEXT_MODES),
    }),
    maxToolSteps: defaulted({
      name: 'max-tool-steps',
      default: String(DEFAULT_MAX_TOOL_STEPS),
      description:
        'Tool-use rounds one model call may take (1 to 50) when repository-context is read; a call that wants more ends in a lane fault, never a pass. Each round is a model turn, counted against the time, token and cost budgets.',
      parse: parseMaxToolSteps,
    }),
    inlineComments: defaulted({
      name: 'inline-comments',
      default: 'blocking',
      description:
        'blocking (default): each blocking finding is also posted, after the commit status, as a comment on its line in one pull-request review (with a suggested change when the reviewer gave a replacement); all: every finding; none: no review is posted. Comments from an earlier head are hidden as outdated; a comment never lands outside the diff; a failed post is a notice, never a block.',
      parse: (raw) => parseEnum('inline-comments', raw, INLINE_COMMENTS_MODES),
    }),
  };
}

/** The core table as the docs and action.yml see it (the options change no name or default). */
export const CORE_INPUTS: CoreInputTable = coreInputs();

/** Each provider's two inputs, named by its id: `anthropic-api-key`, `openai-compatible-base-url`. */
export type ProviderInputs = {
  readonly [P in ProviderId]: {
    readonly [S in keyof ProviderSettings]: InputDefinition<ProviderSettings[S]>;
  };
};

const PROVIDER_DESCRIPTIONS: Readonly<Record<ProviderId, Record<keyof ProviderSettings, string>>> =
  {
    anthropic: {
      apiKey:
        'API key for models written anthropic/...; pass it from a secret, e.g. secrets.ANTHROPIC_API_KEY.',
      baseUrl:
        'Override the Anthropic API base URL (http or https), e.g. a proxy such as "https://llm-proxy.example.com/anthropic/v1". Empty uses the provider\'s default.',
    },
    openai: {
      apiKey:
        'API key for models written openai/...; pass it from a secret, e.g. secrets.OPENAI_API_KEY.',
      baseUrl:
        'Override the OpenAI API base URL (http or https), e.g. "https://llm-proxy.example.com/openai/v1". Empty uses the provider\'s default.',
    },
    google: {
      apiKey:
        'API key for models written google/... (Gemini API); pass it from a secret, e.g. secrets.GEMINI_API_KEY.',
      baseUrl:
        'Override the Gemini API base URL (http or https), e.g. "https://llm-proxy.example.com/google/v1beta". Empty uses the provider\'s default.',
    },
    'openai-compatible': {
      apiKey:
        'API key for models written openai-compatible/... (any OpenAI-compatible endpoint, set by openai-compatible-base-url); pass it from a secret.',
      baseUrl:
        'Base URL (http or https) of the OpenAI-compatible endpoint that serves openai-compatible/... models, e.g. "https://openrouter.ai/api/v1". Required when such a model is listed.',
    },
  };

export const PROVIDER_INPUTS: ProviderInputs = Object.fromEntries(
  PROVIDERS.map((provider) => {
    const describe = PROVIDER_DESCRIPTIONS[provider];
    const baseUrl = `${provider}-base-url`;
    const inputs = {
      apiKey: {
        name: `${provider}-api-key`,
        default: '',
        description: describe.apiKey,
        secret: true,
        parse: emptyToNull,
      },
      baseUrl: {
        name: baseUrl,
        default: '',
        description: describe.baseUrl,
        parse: (raw: string) => parseBaseUrl(baseUrl, raw),
      },
    };
    return [provider, inputs];
  }),
) as ProviderInputs;

/** Every core input in the order action.yml declares them: the fields', the keys, the URLs. */
export function coreInputList(table: CoreInputTable = CORE_INPUTS): InputDefinition[] {
  const pairs = Object.values(PROVIDER_INPUTS);
  return [
    ...Object.values(table),
    ...pairs.map((pair) => pair.apiKey),
    ...pairs.map((pair) => pair.baseUrl),
  ] as InputDefinition[];
}
