// Scripted reviewers for end-to-end tests: what each lane's model answers, routed by the
// X-Done-Gate-Lane / -Step headers the emulators see. A test states only what differs from a
// clean review (a critical finding, an unmet criterion, a fault).
import type { ScriptFn, ScriptReply } from '../emulators/model-emulator.js';

export interface ReviewerOptions {
  /** The spec's acceptance criteria, verbatim (parse must quote the spec exactly). */
  criteria: string[];
  /** Replaces the reply of a lane (`gate`, `code-review`, …) or a step (`criterion:c1`). */
  override?: Record<string, (attempt: number) => ScriptReply>;
}

export function cleanReply(lane: string, step: string, criteria: string[]): ScriptReply {
  switch (lane) {
    case 'gate':
      return {
        json: {
          state: 'pass',
          summary: 'Implements the spec; tests cover it.',
          issues: [],
          questions: [],
          confidence: 0.9,
        },
      };
    case 'parse':
      return { json: { criteria: criteria.map((text, i) => ({ id: `c${i + 1}`, text })) } };
    case 'select':
      return {
        json: {
          add_code_review: false,
          add_adversary: false,
          add_security: false,
          add_probe: false,
          lane_reasons: 'no further lanes needed',
        },
      };
    case 'code-review':
      return { json: { summary: 'Small, well-tested change.', findings: [] } };
    case 'security':
      return { json: { summary: 'No exploitable path.', findings: [] } };
    case 'probe':
      return { json: { verdict: 'PASS', surface: 'cli', findings: [], missing: '' } };
    case 'adversary': {
      if (step.startsWith('holistic')) return { json: { complaints: [] } };
      const id = /^criterion:([^;]+)/.exec(step)?.[1] ?? 'c1';
      return {
        json: {
          id,
          status: 'MET',
          evidence: 'src/greet.js:1 implements it; test/greet.test.js:3 proves it',
          complaint: '',
        },
      };
    }
    default:
      return { fault: 'server-error' };
  }
}

export function reviewers(options: ReviewerOptions): ScriptFn {
  return (request) => {
    const lane = request.lane ?? '';
    const step = request.step ?? '';
    const stepKey = step.split(';')[0] ?? step;
    const override = options.override?.[stepKey] ?? options.override?.[lane];
    if (override) return override(request.attempt);
    return cleanReply(lane, step, options.criteria);
  };
}
