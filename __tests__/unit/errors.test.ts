import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/args.js';
import { DiffTooLargeError, GitError } from '../../src/repository/git.js';
import { ConfigError, DoneGateError, EXIT_CODES } from '../../src/errors.js';
import { XmlSyntaxError } from '../../src/evidence/test-xml.js';
import {
  EvalGateConfigError,
  FreshContextViolation,
} from '../../src/review/fresh-context/errors.js';
import { ReviewerCallFault } from '../../src/review/fresh-context/model-call.js';
import { ArtifactMissingError } from '../../src/github/artifacts.js';
import { IgnoredEventError, UnsupportedEventError } from '../../src/github/event.js';
import { parseModelId } from '../../src/models/provider-settings.js';

describe('the error model', () => {
  it('every kind but ignored ends non-zero; usage, config and environment exit 2', () => {
    expect(EXIT_CODES).toEqual({
      usage: 2,
      config: 2,
      environment: 2,
      event: 1,
      ignored: 0,
      evidence: 1,
      fault: 1,
    });
    const fault = new DoneGateError('fault', 'stopped');
    expect([fault.exitCode, fault.input, fault.name]).toEqual([1, null, 'DoneGateError']);
  });

  it('ConfigError takes the input first, then the message', () => {
    const error = new ConfigError('models', "Input 'models' is required.");
    expect(error).toBeInstanceOf(DoneGateError);
    expect([error.input, error.message, error.name]).toEqual([
      'models',
      "Input 'models' is required.",
      'ConfigError',
    ]);
  });

  it('ConfigError.all of one error is that error', () => {
    const one = new ConfigError('rigor', 'x');
    expect(ConfigError.all([one])).toBe(one);
    expect(() => ConfigError.all([])).toThrow(TypeError);
  });
});

describe('every error done-gate raises on purpose is a DoneGateError of one kind', () => {
  it.each([
    [new ConfigError('rigor', 'm'), 'config', 2],
    [new EvalGateConfigError('m'), 'config', 2],
    [new UsageError('m'), 'usage', 2],
    [new GitError('m'), 'environment', 2],
    [new UnsupportedEventError('m'), 'event', 1],
    [new IgnoredEventError('m'), 'ignored', 0],
    [new DiffTooLargeError(10, 5, false), 'evidence', 1],
    [new ArtifactMissingError('m'), 'evidence', 1],
    [new XmlSyntaxError('m', 3), 'evidence', 1],
    [new FreshContextViolation('m'), 'fault', 1],
    [new ReviewerCallFault({ kind: 'timeout', message: 'm', attempts: 1 }), 'fault', 1],
  ] as const)('%o', (error, kind, exitCode) => {
    expect(error).toBeInstanceOf(DoneGateError);
    expect(error.kind).toBe(kind);
    expect(error.exitCode).toBe(exitCode);
    expect(error.name).toBe(error.constructor.name);
  });

  it("the model layer's configuration error is the one ConfigError, input first", () => {
    let error: unknown;
    try {
      parseModelId('mistral/large');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toMatchObject({ kind: 'config', exitCode: 2, input: 'models' });
  });
});
