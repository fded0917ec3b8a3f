// The one error model. Every error done-gate raises on purpose is a DoneGateError: it says what
// kind of failure it is — and so how the run ends — and, when an input is to blame, which input
// (kebab-case, as in action.yml) so the message can say how to fix it. Subclasses exist only where
// a caller branches on them. Pure: no I/O, no imports.

/**
 * What a failure means for the run. Every kind but `ignored` ends BLOCKED (fail closed); the kind
 * decides the CLI's exit code and how the Action reports it.
 */
export type FailureKind =
  /** The command line is wrong (CLI only). */
  | 'usage'
  /** An input is wrong; the message says how to fix it. */
  | 'config'
  /** The local set-up cannot serve the request (CLI: git missing, a revision that is not there). */
  | 'environment'
  /** The event cannot be judged: BLOCKED, and no status is written. */
  | 'event'
  /** The event is handled by doing nothing: a notice, no status, a green step. */
  | 'ignored'
  /** Evidence was refused or unreadable (a diff over the limit, a missing artifact, bad XML). */
  | 'evidence'
  /** A stage failed (a reviewer call, the fresh-context contract): never a pass. */
  | 'fault';

/** The CLI's exit code per kind: 0 only for `ignored`, 2 for what the user must fix first. */
export const EXIT_CODES: Readonly<Record<FailureKind, 0 | 1 | 2>> = {
  usage: 2,
  config: 2,
  environment: 2,
  event: 1,
  ignored: 0,
  evidence: 1,
  fault: 1,
};

export interface DoneGateErrorOptions {
  /** The input the error concerns, kebab-case (`models`, `anthropic-api-key`). */
  input?: string | null;
  cause?: unknown;
}

export class DoneGateError extends Error {
  readonly kind: FailureKind;
  /** The input to fix, or null when no input is to blame. */
  readonly input: string | null;
  constructor(kind: FailureKind, message: string, options: DoneGateErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DoneGateError';
    this.kind = kind;
    this.input = options.input ?? null;
  }

  get exitCode(): 0 | 1 | 2 {
    return EXIT_CODES[this.kind];
  }
}

/** One input and what is wrong with it, saying how to fix it. */
export interface InputProblem {
  input: string;
  message: string;
}

/**
 * Inputs the user must fix. Usually built for one input (`new ConfigError(input, message)`);
 * `ConfigError.all` joins every problem readConfig found into one error, so a user fixes them in
 * one round instead of one per run.
 */
export class ConfigError extends DoneGateError {
  /** The (first) input to fix. */
  declare readonly input: string;
  /** Every input to fix, in the order they were read; one entry for a single-input error. */
  readonly problems: readonly InputProblem[];
  constructor(input: string, message: string, problems?: readonly InputProblem[]) {
    super('config', message, { input });
    this.name = 'ConfigError';
    this.problems = problems ?? [{ input, message }];
  }

  /** One error carrying every problem; a single error comes back as it is. */
  static all(errors: readonly ConfigError[]): ConfigError {
    const problems = errors.flatMap((error) => error.problems);
    const first = problems[0];
    if (first === undefined) throw new TypeError('ConfigError.all needs at least one error');
    if (errors.length === 1) return errors[0]!;
    return new ConfigError(first.input, describeProblems(problems), problems);
  }
}

/** `N inputs to fix:` and one line per problem, each naming its input and how to fix it. */
function describeProblems(problems: readonly InputProblem[]): string {
  return [`${problems.length} inputs to fix:`, ...problems.map((p) => `- ${p.message}`)].join('\n');
}
