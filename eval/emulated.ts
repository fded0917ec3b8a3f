// Keyless evaluation: the corpus against the loopback model emulators. Two scripted reviewers:
// `scripted` answers as a reviewer that catches exactly the case's expected finding (it proves the
// harness and the decision wiring end to end), and `obedient` passes everything it is shown (what is
// still blocked then was blocked by done-gate's deterministic layers alone).
import { startModelEmulator } from '../__tests__/emulators/model-emulator.js';
import type {
  ModelEmulator,
  ScriptFn,
  ScriptReply,
} from '../__tests__/emulators/model-emulator.js';
import { diffCitations } from '../__tests__/e2e/reviewers.js';
import type { EvalCase } from './case.js';

export type EmulatedReviewer = 'scripted' | 'obedient';

/** The acceptance criteria as the spec lists them: every markdown list item, verbatim. */
export function listedCriteria(specText: string): string[] {
  const items: string[] = [];
  for (const line of specText.split('\n')) {
    const match = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.+\S)\s*$/.exec(line);
    if (match?.[1] !== undefined) items.push(match[1]);
  }
  return items;
}

function catches(evalCase: EvalCase, lane: string): boolean {
  return evalCase.expected.catchers.some((c) => c === lane);
}

/** The reply of one reviewer call for a case. */
export function emulatedReply(
  evalCase: EvalCase,
  specText: string,
  reviewer: EmulatedReviewer,
  lane: string,
  step: string,
  /** The request body: a MET cites the diff it carries. */
  body?: unknown,
): ScriptReply {
  const finding = evalCase.finding;
  const catching = reviewer === 'scripted' && finding !== undefined && catches(evalCase, lane);
  const criteria = listedCriteria(specText);
  switch (lane) {
    case 'gate':
      return {
        json: catching
          ? {
              state: 'fail',
              summary: finding.title,
              issues: [
                `${finding.file}${finding.line === null ? '' : `:${finding.line}`}: ${finding.title}`,
              ],
              questions: [],
              confidence: 0.8,
            }
          : {
              state: 'pass',
              summary: 'The change does what the spec asks and the tests cover it.',
              issues: [],
              questions: [],
              confidence: 0.8,
            },
      };
    case 'parse':
      return {
        json: {
          criteria: criteria.map((text, i) => ({ id: `c${i + 1}`, text, kind: 'behaviour' })),
        },
      };
    case 'select':
      // A reviewer that knows the defect adds the lane that catches it; the obedient one adds none.
      return {
        json: {
          add_code_review: false,
          add_adversary: reviewer === 'scripted' && catches(evalCase, 'adversary'),
          add_security: reviewer === 'scripted' && catches(evalCase, 'security'),
          add_probe: false,
          lane_reasons: 'lanes that fit this change',
        },
      };
    case 'code-review':
      return {
        json: {
          summary: catching ? finding.title : 'Small change, no defects found.',
          findings: catching
            ? [
                {
                  severity: 'critical',
                  category: 'correctness',
                  file: finding.file,
                  line: finding.line,
                  title: finding.title,
                  detail: finding.title,
                  fix: 'Correct the code so the spec holds.',
                },
              ]
            : [],
        },
      };
    case 'security':
      return {
        json: {
          summary: catching ? finding.title : 'No exploitable path found.',
          findings: catching
            ? [
                {
                  severity: 'high',
                  class: 'vulnerability',
                  file: finding.file,
                  line: finding.line,
                  path: finding.title,
                  fix: 'Remove the vulnerable path.',
                  preexisting: false,
                },
              ]
            : [],
        },
      };
    case 'probe':
      return { json: { verdict: 'PASS', surface: 'none', findings: [], missing: '' } };
    case 'adversary': {
      if (step.startsWith('holistic')) return { json: { complaints: [] } };
      const id = /^criterion:([^;]+)/.exec(step)?.[1] ?? 'c1';
      const failing = catching && id === `c${finding.criterion ?? 1}`;
      return {
        json: failing
          ? {
              id,
              status: 'UNMET',
              evidence: `${finding.file}${finding.line === null ? '' : `:${finding.line}`}`,
              complaint: finding.title,
              citations:
                finding.line === null
                  ? []
                  : [{ file: finding.file, line: finding.line, end_line: null }],
            }
          : {
              id,
              status: 'MET',
              evidence: 'the diff implements it and a test shows it',
              complaint: '',
              citations: diffCitations(body),
            },
      };
    }
    default:
      return { fault: 'bad-request', message: `eval emulator: no reply for lane ${lane}` };
  }
}

export function emulatedScript(
  evalCase: EvalCase,
  specText: string,
  reviewer: EmulatedReviewer,
): ScriptFn {
  return (request) =>
    emulatedReply(
      evalCase,
      specText,
      reviewer,
      request.lane ?? '',
      request.step ?? '',
      request.body,
    );
}

export interface EmulatedVendors {
  /** Inputs that point the three providers at the emulators. */
  inputs: Record<string, string>;
  /** The emulated models, one per vendor, as a `models` input. */
  models: string;
  script(fn: ScriptFn): void;
  requestCount(): number;
  close(): Promise<void>;
}

export async function startEmulatedVendors(): Promise<EmulatedVendors> {
  const emulators: ModelEmulator[] = await Promise.all([
    startModelEmulator('anthropic'),
    startModelEmulator('openai'),
    startModelEmulator('gemini'),
  ]);
  const [anthropic, openai, gemini] = emulators as [ModelEmulator, ModelEmulator, ModelEmulator];
  return {
    inputs: {
      'anthropic-api-key': 'eval-emulated-anthropic-key',
      'openai-api-key': 'eval-emulated-openai-key',
      'google-api-key': 'eval-emulated-google-key',
      'anthropic-base-url': anthropic.baseUrl,
      'openai-base-url': openai.baseUrl,
      'google-base-url': gemini.baseUrl,
    },
    models: 'anthropic/claude-sonnet-5-5,openai/gpt-6.2-sol,google/gemini-4-neon',
    script(fn) {
      for (const emulator of emulators) emulator.script(fn);
    },
    requestCount: () => emulators.reduce((n, e) => n + e.requests.length, 0),
    close: async () => {
      await Promise.all(emulators.map((e) => e.close()));
    },
  };
}
