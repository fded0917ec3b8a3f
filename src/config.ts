// Every input of action.yml becomes one typed Config. The parser (readConfig) is built in issue #2.
import type { ProviderId } from './models/types.js';

export type ModelSelectionMode =
  'different-model-required' | 'different-model-preferred' | 'same-model-ok';
export type Rigor = 'poc' | 'prototype' | 'production';
export type SecurityPosture = 'prototype' | 'standard' | 'hardened';
export type LaneName = 'code-review' | 'adversary' | 'security' | 'probe';

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
}
