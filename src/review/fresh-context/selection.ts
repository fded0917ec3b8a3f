import type { ModelSelectionMode } from '../../config/types.js';
import { EvalGateConfigError } from './errors.js';

/**
 * How the reviewer model may relate to the implementer's (seed: `ModelSelection`, whose
 * `SameModelOk`, `DifferentModelPreferred` and `DifferentModelRequired` are these values). It is
 * the `model-selection` input's own value, so no mapping stands between the two.
 */
export type ModelSelection = ModelSelectionMode;

/**
 * The form used only to compare model ids: trimmed, lower-cased, and with everything up to the
 * first `/` dropped. `anthropic/claude-x` ≡ `claude-x`, but `openrouter/anthropic/claude-x`
 * becomes `anthropic/claude-x` (one segment only), as in the reference.
 */
export function normaliseModelId(model: string): string {
  const name = model.trim().toLowerCase();
  const slash = name.indexOf('/');
  return slash < 0 ? name : name.slice(slash + 1);
}

/** True when the two ids name the same model under normaliseModelId. */
export function sameModel(a: string, b: string): boolean {
  return normaliseModelId(a) === normaliseModelId(b);
}

/**
 * The candidates whose model differs from the implementer's, in the operator's order. With an
 * unknown implementer (null) every candidate counts as distinct.
 */
export function distinctCandidates(
  implementerModel: string | null,
  candidates: readonly string[],
): string[] {
  if (implementerModel === null) return [...candidates];
  return candidates.filter((candidate) => !sameModel(candidate, implementerModel));
}

export interface SelectReviewerOptions {
  candidates: readonly string[];
  /** Explicit override; null, undefined or blank means "none". */
  explicitReviewer?: string | null;
  mode: ModelSelection;
  /** Receives the DifferentModelPreferred fallback warning. */
  warn?: (message: string) => void;
}

const quote = (value: string | null): string => (value === null ? 'null' : `'${value}'`);

/**
 * Picks the reviewer model (docs/design.md §A.5). The returned id is always a candidate or the
 * override exactly as written; normalisation is used only to compare.
 *
 * `implementerModel` may be null when the implementer is unknown (e.g. a human-written PR with no
 * implementer-model input): any candidate is then distinct, except that DifferentModelRequired
 * cannot prove anything about an unknown implementer and refuses.
 */
export function selectReviewerModel(
  implementerModel: string | null,
  options: SelectReviewerOptions,
): string {
  const { candidates, mode } = options;
  // A blank override is treated as absent: the action maps an empty input to null anyway, and a
  // blank model id could never be called.
  const explicit =
    options.explicitReviewer != null && options.explicitReviewer.trim() !== ''
      ? options.explicitReviewer
      : null;

  if (mode === 'different-model-required' && implementerModel === null) {
    throw new EvalGateConfigError(
      'DifferentModelRequired: the implementer model is unknown, so a distinct reviewer cannot be ' +
        'proven; set implementer-model or use model-selection different-model-preferred',
    );
  }

  if (explicit !== null) {
    if (
      mode === 'different-model-required' &&
      implementerModel !== null &&
      sameModel(explicit, implementerModel)
    ) {
      throw new EvalGateConfigError(
        `DifferentModelRequired: explicit reviewer ${quote(explicit)} matches implementer model ${quote(implementerModel)}`,
      );
    }
    // The override wins over the candidates under every mode, even when it equals the implementer.
    return explicit;
  }

  const distinct = distinctCandidates(implementerModel, candidates);
  const first = distinct[0];
  if (first !== undefined) return first;

  if (mode === 'different-model-required') {
    throw new EvalGateConfigError(
      `DifferentModelRequired: no reviewer model distinct from implementer model ${quote(implementerModel)} is configured (candidates=${JSON.stringify(candidates)})`,
    );
  }
  // Here every candidate names the implementer's model (or there are none).
  const fallback = candidates[0] ?? implementerModel;
  if (fallback === null) {
    throw new EvalGateConfigError(
      'no reviewer model is configured and the implementer model is unknown; list at least one model in the models input',
    );
  }
  if (mode === 'different-model-preferred') {
    options.warn?.(
      `review-gate: DifferentModelPreferred but no distinct reviewer candidate; falling back to implementer model ${quote(fallback)}`,
    );
  }
  return fallback;
}
