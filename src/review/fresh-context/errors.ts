import { DoneGateError } from '../../errors.js';

/** The configured model-selection rule cannot be satisfied (e.g. no reviewer distinct from the implementer). */
export class EvalGateConfigError extends DoneGateError {
  constructor(message: string) {
    super('config', message);
    this.name = 'EvalGateConfigError';
  }
}

/**
 * The fresh-context contract was broken: a gate built without fresh-session semantics, or the
 * implementer's transcript found in the reviewer prompt.
 */
export class FreshContextViolation extends DoneGateError {
  constructor(message: string) {
    super('fault', message);
    this.name = 'FreshContextViolation';
  }
}
