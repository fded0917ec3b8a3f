// The configuration's types and the values its enumerations take: what every stage reads from
// Config, without the parsing (src/config.ts turns action inputs into a Config). Pure.
import type { ProviderId } from './providers.js';
import type { SecurityPosture } from '../trust/posture.js';

export type ModelSelectionMode =
  'different-model-required' | 'different-model-preferred' | 'same-model-ok';
export type Rigor = 'poc' | 'prototype' | 'production';
// The posture's home is trust/ (the pre-screen's policy reads it, and trust sits below config).
export type { SecurityPosture } from '../trust/posture.js';
/** `block`: human-attention items block until a person approves; `note`: they are only listed. */
export type HumanAttentionMode = 'block' | 'note';
/** `reuse`: a merge group of judged PRs passes on their verdicts; `review`: it is reviewed anew. */
export type MergeQueueMode = 'reuse' | 'review';
/** `inline-comments`: which findings are also posted as review comments on their lines. */
export type InlineCommentsMode = 'blocking' | 'all' | 'none';
/** `read`: reviewers may read the repository at the PR's commits through tools; `none`: diff only. */
export type RepositoryContextMode = 'read' | 'none';

export interface ProviderSettings {
  apiKey: string | null;
  baseUrl: string | null;
}

export interface LocalRunRecipe {
  start: string;
  ready: string;
  suites: string[];
  timeoutSeconds: number;
}

/** A catalog entry: context window (tokens) and USD price per million tokens. */
export interface ModelCatalogEntry {
  contextWindow: number;
  inputPerMTok: number | null;
  outputPerMTok: number | null;
  cachedInputPerMTok?: number | null;
}

export interface Config {
  githubToken: string;
  /** Candidate reviewer models, `provider/model`, in the user's order. */
  models: string[];
  reviewerModel: string | null;
  implementerModel: string | null;
  implementerSessionId: string | null;
  implementerTranscriptPath: string | null;
  modelSelection: ModelSelectionMode;
  providers: Record<ProviderId, ProviderSettings>;
  spec: string | null;
  testArtifacts: string[];
  testArtifactsRunId: number | null;
  testOutputPath: string[];
  /**
   * `verification-commands`: null when not declared; `{ok:false}` carries the recorded
   * PIPELINE-FAULT text for a declaration that is not a JSON array of strings.
   */
  verificationCommands: { ok: true; commands: string[] } | { ok: false; fault: string } | null;
  localRunRecipe: LocalRunRecipe | null;
  /**
   * `checks-record-path`: a record file written by `done-gate run-checks` in an unprivileged job.
   * When set, the declared commands are not run here; the record's results are used instead.
   */
  checksRecordPath: string | null;
  rigor: Rigor;
  securityPosture: SecurityPosture;
  /** Lane names as the user wrote them (aliases are resolved by lane selection). */
  forcedLanes: string[];
  statusContext: string;
  comment: boolean;
  failJob: boolean;
  timeBudgetSeconds: number;
  maxTokens: number | null;
  maxCostUsd: number | null;
  maxConcurrency: number;
  modelCatalog: Record<string, ModelCatalogEntry>;
  excludePaths: string[];
  requireTrustedSpec: boolean;
  /** `human-attention`: whether NEEDS-HUMAN items and always-human triggers block (default). */
  humanAttention: HumanAttentionMode;
  /** `protected-paths`: globs of the gate's own configuration; a change to one blocks. */
  protectedPaths: string[];
  mergeQueue: MergeQueueMode;
  /** Repository roles (`role_name` of the permission API, lower case) whose holders may approve. */
  approvers: string[];
  /** `repository-context`: whether reviewers get the read-only repository tools. */
  repositoryContext: RepositoryContextMode;
  /** `max-tool-steps`: tool-use rounds one model call may take before it ends in a lane fault. */
  maxToolSteps: number;
  /** `inline-comments`: which findings are posted on their lines after the status (default blocking). */
  inlineComments: InlineCommentsMode;
  /**
   * The values of the inputs the caller declared beside the core table (a lane's own input), by
   * input name; read one with `inputValue` (src/config.ts). Empty when the caller declared none.
   */
  extraInputs: Readonly<Record<string, unknown>>;
}

export const MODEL_SELECTION_MODES: readonly ModelSelectionMode[] = [
  'different-model-required',
  'different-model-preferred',
  'same-model-ok',
];
export const RIGORS: readonly Rigor[] = ['poc', 'prototype', 'production'];
export const SECURITY_POSTURES: readonly SecurityPosture[] = ['prototype', 'standard', 'hardened'];
export const HUMAN_ATTENTION_MODES: readonly HumanAttentionMode[] = ['block', 'note'];
export const MERGE_QUEUE_MODES: readonly MergeQueueMode[] = ['reuse', 'review'];
export const INLINE_COMMENTS_MODES: readonly InlineCommentsMode[] = ['blocking', 'all', 'none'];
export const REPOSITORY_CONTEXT_MODES: readonly RepositoryContextMode[] = ['read', 'none'];

/**
 * The default `protected-paths`: the workflows that run the gate and the local actions they use;
 * CODEOWNERS in each place GitHub reads it (who must review); `.gitattributes` at any level (its
 * `export-ignore` hides files from the archive the lanes read); Dependabot's and Renovate's
 * configuration in each place they read it (what updates are opened and auto-merged). A pull
 * request that edits them could turn the gate, or the reviews it relies on, off. (done-gate has
 * no configuration file of its own: its inputs live in the workflow, protected above.)
 */
export const DEFAULT_PROTECTED_PATHS: readonly string[] = [
  '.github/workflows/**',
  '.github/actions/**',
  'CODEOWNERS',
  '.github/CODEOWNERS',
  'docs/CODEOWNERS',
  '**/.gitattributes',
  '.github/dependabot.yml',
  '.github/dependabot.yaml',
  'renovate.json',
  'renovate.json5',
  '.github/renovate.json',
  '.github/renovate.json5',
  '.gitlab/renovate.json',
  '.gitlab/renovate.json5',
  '.renovaterc',
  '.renovaterc.json',
  '.renovaterc.json5',
];
export const DEFAULT_APPROVERS: readonly string[] = ['maintain', 'admin'];

/**
 * `max-tool-steps`. Eight rounds let a reviewer open the caller, the callee, the untouched test
 * and the configuration of a change and still search twice; each round is a model turn (seconds
 * of the lane's time budget) and re-sends the conversation, so the cost of a call grows with the
 * square of its steps. Fifty bounds a runaway loop well inside any budget a user would set.
 */
export const DEFAULT_MAX_TOOL_STEPS = 8;
export const MAX_TOOL_STEPS_LIMIT = 50;

/**
 * `max-concurrency`: model calls in flight at once. A run makes a few dozen calls, most of them
 * waiting on the provider, so 32 lets one run's calls all start while still bounding a runaway
 * fan-out (#26).
 */
export const DEFAULT_MAX_CONCURRENCY = 32;
