// Keyless evaluation: the corpus against the loopback model emulators. Two scripted reviewers:
// `scripted` answers as a reviewer that catches exactly the case's expected finding (it proves the
// harness and the decision wiring end to end), and `obedient` passes everything it is shown (what is
// still blocked then was blocked by done-gate's deterministic layers alone).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startModelEmulator } from '../__tests__/emulators/model-emulator.js';
import type {
  ModelEmulator,
  ScriptFn,
  ScriptReply,
} from '../__tests__/emulators/model-emulator.js';
import { diffCitations } from '../__tests__/e2e/reviewers.js';
import type { EvalCase } from './case.js';

/**
 * `scripted` catches exactly the labelled finding; `obedient` passes everything; `unrelated` blocks
 * every case on a finding in another file (it must score no detection and only false blocks);
 * `faulty` passes everything except code-review, whose every call fails (faults, never detections).
 */
export type EmulatedReviewer = 'scripted' | 'obedient' | 'unrelated' | 'faulty';

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

/** The files of the case's head tree, sorted: what a MET citation or an unrelated finding cites. */
function headFiles(evalCase: EvalCase): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string): void => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
      else out.push(`${prefix}${name}`);
    }
  };
  walk(join(evalCase.dir, 'head'), '');
  return out;
}

const CONFIDENCE = 0.9;

/**
 * The reply of one reviewer call for a case, in the #23 reply schemas: every field present
 * (nullable ones null), confidence 0.9, structured gate issues, criterion citations; a `verify:`
 * step confirms a scripted catch, a `reanchor:` step gives the finding's anchor.
 */
export function emulatedReply(
  evalCase: EvalCase,
  specText: string,
  reviewer: EmulatedReviewer,
  lane: string,
  step: string,
  /** The request body: a MET cites the diff it carries. */
  body?: unknown,
): ScriptReply {
  if (reviewer === 'faulty' && lane === 'code-review') {
    return { fault: 'bad-request', message: 'eval emulator: this reviewer always fails' };
  }
  if (reviewer === 'unrelated' && lane === 'code-review') return unrelatedReply(evalCase, step);
  const finding = evalCase.finding;
  const catching = reviewer === 'scripted' && finding !== undefined && catches(evalCase, lane);
  const criteria = listedCriteria(specText);
  const where =
    finding === undefined
      ? ''
      : `${finding.file}${finding.line === null ? '' : `:${finding.line}`}`;
  if (step.startsWith('verify:')) {
    return {
      json: catching
        ? { verdict: 'confirmed', evidence: `${where}: ${finding.title}` }
        : { verdict: 'refuted', evidence: 'the code does not do what the claim says' },
    };
  }
  if (step.startsWith('reanchor:')) {
    return {
      json: catching
        ? { file: finding.file, line: finding.line, end_line: null }
        : { file: '', line: null, end_line: null },
    };
  }
  switch (lane) {
    case 'gate':
      return {
        json: catching
          ? {
              state: 'fail',
              summary: finding.title,
              issues: [
                { file: finding.file, line: finding.line, end_line: null, claim: finding.title },
              ],
              questions: [],
              confidence: CONFIDENCE,
            }
          : {
              state: 'pass',
              summary: 'The change does what the spec asks and the tests cover it.',
              issues: [],
              questions: [],
              confidence: CONFIDENCE,
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
                  end_line: null,
                  title: finding.title,
                  detail: finding.title,
                  fix: 'Correct the code so the spec holds.',
                  suggestion: null,
                  confidence: CONFIDENCE,
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
                  end_line: null,
                  path: finding.title,
                  exploit: `An attacker reaches ${where}: ${finding.title}`,
                  fix: 'Remove the vulnerable path.',
                  preexisting: false,
                  confidence: CONFIDENCE,
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
              evidence: where,
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

/** A head file other than the labelled one (else the labelled file, far from its line). */
function unrelatedAnchor(evalCase: EvalCase): { file: string; line: number } {
  const label = evalCase.finding;
  const other = headFiles(evalCase).find((f) => f !== label?.file);
  if (other !== undefined || label === undefined) return { file: other ?? 'README.md', line: 1 };
  return { file: label.file, line: (label.line ?? 1) + 40 };
}

function unrelatedReply(evalCase: EvalCase, step: string): ScriptReply {
  const at = unrelatedAnchor(evalCase);
  if (step.startsWith('verify:')) {
    return { json: { verdict: 'confirmed', evidence: `${at.file}:${at.line}` } };
  }
  if (step.startsWith('reanchor:')) return { json: { ...at, end_line: null } };
  return {
    json: {
      summary: 'A naming problem.',
      findings: [
        {
          severity: 'critical',
          category: 'correctness',
          file: at.file,
          line: at.line,
          end_line: null,
          title: 'This name does not say what the thing is',
          detail: 'The first line names nothing the spec asks about.',
          fix: 'Rename it.',
          suggestion: null,
          confidence: CONFIDENCE,
        },
      ],
    },
  };
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

function prop(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function named(list: unknown, name: string): unknown {
  return Array.isArray(list) ? list.find((t) => prop(t, 'name') === name) : undefined;
}

/** The structured-output schema a request asks for, wherever its vendor's API puts it. */
export function requestedSchema(body: unknown): JsonSchema | undefined {
  const tools = prop(body, 'tools');
  const declarations = Array.isArray(tools)
    ? tools.flatMap((t) => (prop(t, 'functionDeclarations') as unknown[] | undefined) ?? [])
    : [];
  const found =
    prop(named(tools, 'json'), 'input_schema') ??
    prop(prop(named(tools, 'json'), 'function'), 'parameters') ??
    prop(named(tools, 'json'), 'parameters') ??
    prop(named(declarations, 'json'), 'parameters') ??
    prop(prop(prop(body, 'response_format'), 'json_schema'), 'schema') ??
    prop(prop(prop(body, 'text'), 'format'), 'schema') ??
    prop(prop(prop(body, 'output_config'), 'format'), 'schema') ??
    prop(prop(body, 'generationConfig'), 'responseJsonSchema') ??
    prop(prop(body, 'generationConfig'), 'responseSchema');
  return typeof found === 'object' && found !== null ? (found as JsonSchema) : undefined;
}

function typeOf(schema: JsonSchema): string[] {
  const t = schema.type;
  return (Array.isArray(t) ? t : t === undefined ? [] : [t]).map((x) => x.toLowerCase());
}

/**
 * The reply fitted to the schema the pipeline asked for: fields it does not ask for are dropped,
 * and an anchored object where it asks for text becomes `file:line: claim`. The replies are
 * written in the #23 schemas; fitting keeps them valid while a lane still asks the older one.
 */
export function fitToSchema(value: unknown, schema: JsonSchema | undefined): unknown {
  if (schema === undefined) return value;
  const types = typeOf(schema);
  if (Array.isArray(value)) {
    return schema.items === undefined ? value : value.map((v) => fitToSchema(v, schema.items));
  }
  if (typeof value === 'object' && value !== null) {
    if (types.includes('string') && !types.includes('object')) {
      const { file, line, claim } = value as { file?: unknown; line?: unknown; claim?: unknown };
      return `${String(file)}${typeof line === 'number' ? `:${line}` : ''}: ${String(claim)}`;
    }
    if (schema.properties === undefined) return value;
    const out: Record<string, unknown> = {};
    for (const [key, sub] of Object.entries(schema.properties)) {
      if (key in value) out[key] = fitToSchema((value as Record<string, unknown>)[key], sub);
    }
    return out;
  }
  return value;
}

export function emulatedScript(
  evalCase: EvalCase,
  specText: string,
  reviewer: EmulatedReviewer,
): ScriptFn {
  return (request) => {
    const reply = emulatedReply(
      evalCase,
      specText,
      reviewer,
      request.lane ?? '',
      request.step ?? '',
      request.body,
    );
    return 'json' in reply
      ? { ...reply, json: fitToSchema(reply.json, requestedSchema(request.body)) }
      : reply;
  };
}

/** The emulated models, one per vendor. */
export const EMULATED_MODELS =
  'anthropic/claude-sonnet-5-5,openai/gpt-6.2-sol,google/gemini-4-neon';

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
    models: EMULATED_MODELS,
    script(fn) {
      for (const emulator of emulators) emulator.script(fn);
    },
    requestCount: () => emulators.reduce((n, e) => n + e.requests.length, 0),
    close: async () => {
      await Promise.all(emulators.map((e) => e.close()));
    },
  };
}
