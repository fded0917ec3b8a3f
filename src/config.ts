// Every input of action.yml becomes one typed Config. readConfig is pure over an input getter,
// so the action passes `(n) => core.getInput(n)` and tests pass a map. An empty input means "not
// set": it takes the documented default (the CLI has no action.yml to supply defaults). Every
// input is read even after one fails, and all failures are thrown together, so a user fixes
// their configuration in one round. The types live in config/types.ts, the single-input parsers
// in config/inputs.ts.
import { ConfigError } from './errors.js';
import { PROVIDERS } from './config/providers.js';
import type { ProviderId } from './config/providers.js';
import {
  emptyToNull,
  optional,
  parseApprovers,
  parseBaseUrl,
  parseBoolean,
  parseEnum,
  parseIntegerInRange,
  parseLocalRunRecipe,
  parseModelCatalog,
  parseModelList,
  parseOptionalModel,
  parsePositiveInteger,
  parsePositiveNumber,
  parseProtectedPaths,
  parseStatusContext,
  checkedVerificationCommands,
  parseForcedLanes,
  splitListInput,
} from './config/inputs.js';
import {
  DEFAULT_APPROVERS,
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
} from './config/types.js';
import type { Config, ProviderSettings } from './config/types.js';

// Where the types and parsers lived before they had modules of their own; importers may use either.
export * from './config/types.js';
export { isLoopbackHttpUrl, splitListInput } from './config/inputs.js';
export { ConfigError } from './errors.js';

export interface ReadConfigOptions {
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

/** What `forced-lanes` is checked against. */
export interface ForcedLaneNames {
  /** The entries no lane answers to, as written. */
  unknown(names: string[]): string[];
  /** The lanes' names, for the message. */
  names: readonly string[];
}

/**
 * Reads and validates every input. Throws one ConfigError carrying every invalid input (its
 * `problems`, in the order below; `input` is the first), each message saying how to fix it.
 */
export function readConfig(
  getInput: (name: string) => string,
  options: ReadConfigOptions = {},
): Config {
  const read = (name: string): string => (getInput(name) ?? '').trim();
  const errors: ConfigError[] = [];
  /** The parsed value, or `fallback` with the error kept for the final report. */
  const field = <T>(parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      errors.push(error);
      return fallback;
    }
  };

  const providers = Object.fromEntries(
    PROVIDERS.map((provider) => {
      // Input names are the provider ids: `anthropic-api-key`, `openai-compatible-base-url`, …
      const input = `${provider}-base-url`;
      const settings: ProviderSettings = {
        apiKey: emptyToNull(read(`${provider}-api-key`)),
        baseUrl: field(() => parseBaseUrl(input, read(input)), null),
      };
      return [provider, settings];
    }),
  ) as Record<ProviderId, ProviderSettings>;

  const config: Config = {
    githubToken: read('github-token'),
    models: field(
      () => parseModelList('models', read('models'), options.modelsRequired ?? true),
      [],
    ),
    reviewerModel: field(() => parseOptionalModel('reviewer-model', read('reviewer-model')), null),
    implementerModel: field(
      () => parseOptionalModel('implementer-model', read('implementer-model')),
      null,
    ),
    implementerSessionId: emptyToNull(read('implementer-session-id')),
    implementerTranscriptPath: emptyToNull(read('implementer-transcript-path')),
    modelSelection: field(
      () =>
        parseEnum(
          'model-selection',
          read('model-selection'),
          MODEL_SELECTION_MODES,
          'different-model-preferred',
        ),
      'different-model-preferred',
    ),
    providers,
    spec: emptyToNull(read('spec')),
    testArtifacts: splitListInput(read('test-artifacts')),
    testArtifactsRunId: field(
      () =>
        optional(read('test-artifacts-run-id'), (raw) =>
          parsePositiveInteger('test-artifacts-run-id', raw, '9876543210'),
        ),
      null,
    ),
    testOutputPath: splitListInput(read('test-output-path')),
    verificationCommands: field(
      () => checkedVerificationCommands(read('verification-commands')),
      null,
    ),
    localRunRecipe: field(() => parseLocalRunRecipe(read('local-run-recipe')), null),
    checksRecordPath: emptyToNull(read('checks-record-path')),
    rigor: field(() => parseEnum('rigor', read('rigor'), RIGORS, 'production'), 'production'),
    securityPosture: field(
      () => parseEnum('security-posture', read('security-posture'), SECURITY_POSTURES, 'standard'),
      'standard',
    ),
    forcedLanes: field(() => parseForcedLanes(read('forced-lanes'), options.lanes), []),
    statusContext: field(() => parseStatusContext(read('status-context')), 'done-gate'),
    comment: field(() => parseBoolean('comment', read('comment'), true), true),
    failJob: field(() => parseBoolean('fail-job', read('fail-job'), true), true),
    timeBudgetSeconds: field(
      () =>
        optional(read('time-budget-seconds'), (raw) =>
          parsePositiveNumber('time-budget-seconds', raw, '900'),
        ) ?? 900,
      900,
    ),
    maxTokens: field(
      () =>
        optional(read('max-tokens'), (raw) => parsePositiveInteger('max-tokens', raw, '2000000')),
      null,
    ),
    maxCostUsd: field(
      () =>
        optional(read('max-cost-usd'), (raw) => parsePositiveNumber('max-cost-usd', raw, '5.00')),
      null,
    ),
    maxConcurrency: field(
      () =>
        optional(read('max-concurrency'), (raw) =>
          parsePositiveInteger('max-concurrency', raw, '8'),
        ) ?? 8,
      8,
    ),
    modelCatalog: field(() => parseModelCatalog(read('model-catalog')), {}),
    excludePaths: splitListInput(read('exclude-paths')),
    requireTrustedSpec: field(
      () => parseBoolean('require-trusted-spec', read('require-trusted-spec'), false),
      false,
    ),
    humanAttention: field(
      () => parseEnum('human-attention', read('human-attention'), HUMAN_ATTENTION_MODES, 'block'),
      'block',
    ),
    protectedPaths: field(
      () => parseProtectedPaths(read('protected-paths')),
      [...DEFAULT_PROTECTED_PATHS],
    ),
    mergeQueue: field(
      () => parseEnum('merge-queue', read('merge-queue'), MERGE_QUEUE_MODES, 'reuse'),
      'reuse',
    ),
    approvers: field(() => parseApprovers(read('approvers')), [...DEFAULT_APPROVERS]),
    repositoryContext: field(
      () =>
        parseEnum(
          'repository-context',
          read('repository-context'),
          REPOSITORY_CONTEXT_MODES,
          'read',
        ),
      'read',
    ),
    maxToolSteps: field(
      () =>
        optional(read('max-tool-steps'), (raw) =>
          parseIntegerInRange('max-tool-steps', raw, {
            min: 1,
            max: MAX_TOOL_STEPS_LIMIT,
            example: String(DEFAULT_MAX_TOOL_STEPS),
            why: "tool-use rounds per model call; 'repository-context: none' gives reviewers no tools",
          }),
        ) ?? DEFAULT_MAX_TOOL_STEPS,
      DEFAULT_MAX_TOOL_STEPS,
    ),
    inlineComments: field(
      () =>
        parseEnum('inline-comments', read('inline-comments'), INLINE_COMMENTS_MODES, 'blocking'),
      'blocking',
    ),
  };
  if (errors.length > 0) throw ConfigError.all(errors);
  return config;
}
