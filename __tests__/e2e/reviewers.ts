// Scripted reviewers for end-to-end tests: what each lane's model answers, routed by the
// X-Done-Gate-Lane / -Step headers the emulators see. A test states only what differs from a
// clean review (a critical finding, an unmet criterion, a fault).
import { stringsIn } from '../emulators/body-strings.js';
import type { ScriptContext, ScriptFn, ScriptReply } from '../emulators/model-emulator.js';
import { call, loopingTools, resultFor, toolSession } from '../emulators/tool-session.js';
import { CRITERIA } from './fixtures.js';

export interface ReviewerOptions {
  /** The spec's acceptance criteria, verbatim (parse must quote the spec exactly). */
  criteria: string[];
  /**
   * Replaces the reply of a lane (`gate`, `code-review`, …) or a step (`criterion:c1`). The
   * request is there for replies that depend on it (tool sessions: see `readThenReport`).
   */
  override?: Record<string, (attempt: number, request: ScriptContext) => ScriptReply>;
}

/** A MET citation: file, new-side line, optional last line (the anchor fields of #23). */
export interface Citation {
  file: string;
  line: number | null;
  end_line: number | null;
}

/** The fixture diff's lines (`fixtures.ts`), cited when a request shows no diff to cite. */
const FIXTURE_CITATIONS: Citation[] = [
  { file: 'src/greet.ts', line: 1, end_line: 4 },
  { file: 'test/greet.test.ts', line: 2, end_line: 3 },
];

/** A file's header and its first hunk's new-side range, in a diff's text. */
const FIRST_HUNK = /\+\+\+ b\/([^\s\\"]+)\n+@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))?/g;

/**
 * A long text's headers, kept: every call on a chunk carries the same few-megabyte diff, and an
 * emulated reviewer must not spend the CPU the bench measures the action by.
 */
const headersOf = new Map<string, Citation[]>();
const KEPT_FROM_CHARS = 65_536;
const KEPT_TEXTS = 16;

function textCitations(text: string): Citation[] {
  const known = headersOf.get(text);
  if (known !== undefined) return known;
  const found: Citation[] = [];
  for (const m of text.matchAll(FIRST_HUNK)) {
    const line = Number(m[2]);
    const count = m[3] === undefined ? 1 : Number(m[3]);
    if (m[1] !== undefined && line > 0) {
      found.push({ file: m[1], line, end_line: count > 1 ? line + count - 1 : null });
    }
  }
  if (text.length >= KEPT_FROM_CHARS) {
    if (headersOf.size >= KEPT_TEXTS) headersOf.delete(headersOf.keys().next().value as string);
    headersOf.set(text, found);
  }
  return found;
}

/**
 * What an honest reviewer cites for a MET: the first hunk of each file in the diff the request
 * carries (its new-side start line), so the citation lies in the diff whatever the PR changes.
 */
export function diffCitations(body: unknown): Citation[] {
  const out: Citation[] = [];
  for (const text of stringsIn(body)) {
    if (!text.includes('+++ b/')) continue;
    for (const citation of textCitations(text)) {
      if (!out.some((c) => c.file === citation.file)) out.push(citation);
    }
  }
  return out.length > 0 ? out : FIXTURE_CITATIONS;
}

export function cleanReply(
  lane: string,
  step: string,
  criteria: string[],
  body?: unknown,
): ScriptReply {
  // Scrutiny's calls (#23) come only for a claim a test scripted: by default the verifier stands
  // by it and a re-ask cannot place it. A test about refutation or re-anchoring overrides the step.
  if (step.startsWith('verify:')) {
    return { json: { verdict: 'confirmed', evidence: 'the anchored lines show the problem' } };
  }
  if (step.startsWith('reanchor:')) return { json: { file: '', line: null, end_line: null } };
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
      return {
        json: {
          criteria: criteria.map((text, i) => ({ id: `c${i + 1}`, text, kind: 'behaviour' })),
        },
      };
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
          evidence: 'the cited change implements it; the cited test proves it',
          complaint: '',
          citations: body === undefined ? FIXTURE_CITATIONS : diffCitations(body),
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
    // A lane's override scripts the lane's own reviews. Scrutiny's calls (`verify:…`,
    // `reanchor:…`) answer in another shape, so they take their own keys (`verify`,
    // `code-review:verify`, or the exact step): a lane override must never make a verification
    // fault, or a test expecting BLOCKED would pass for the wrong reason.
    const scrutiny = /^(verify|reanchor):/.exec(stepKey)?.[1];
    const override =
      options.override?.[stepKey] ??
      (scrutiny === undefined
        ? options.override?.[lane]
        : (options.override?.[`${lane}:${scrutiny}`] ?? options.override?.[scrutiny]));
    if (override) return override(request.attempt, request);
    return cleanReply(lane, step, options.criteria, request.body);
  };
}

/**
 * Models that obey and answer a clean PASS to everything on the fixture PR (`fixtures.ts`'s
 * criteria), but for what `override` scripts: the floor and the rules must block without their
 * help. The one obedient-reviewer helper of the e2e tests.
 */
export function obedient(override?: ReviewerOptions['override']): ScriptFn {
  return reviewers({ criteria: CRITERIA, override });
}

/** What differs in a report's attention item (the default is the one the approval tests use). */
export interface AttentionWarning {
  line?: number;
  fix?: string;
}

/**
 * A code-review 🟡 [security] warning: NEEDS-HUMAN, a human-attention item only (what
 * `/done-gate approve` clears). A 🟡 [correctness] would block at the default rigor (production).
 */
export function attentionWarning(options: AttentionWarning = {}): ScriptReply {
  return {
    json: {
      summary: 'Works; one edge case a person should look at.',
      findings: [
        {
          severity: 'warning',
          category: 'security',
          file: 'src/greet.ts',
          line: options.line ?? 2,
          end_line: null,
          title: 'The name is echoed unescaped',
          detail: 'greet() output reaches HTML unescaped.',
          fix: options.fix ?? 'Escape the name.',
          suggestion: null,
          confidence: 0.9,
        },
      ],
    },
  };
}

/** Obedient reviewers but for code-review's one attention item: the run waits for a person. */
export function attentionOnly(options: AttentionWarning = {}): ScriptFn {
  return obedient({ 'code-review': () => attentionWarning(options) });
}

/** The gate reviewer's reasons for a `fail` (the default: the empty name throws no TypeError). */
export interface GateFailure {
  summary: string;
  issues: { file: string; line: number | null; end_line: number | null; claim: string }[];
}

const NO_TYPE_ERROR: GateFailure = {
  summary: 'Misses the TypeError',
  issues: [{ file: '', line: null, end_line: null, claim: 'no TypeError' }],
};

/**
 * Obedient reviewers but for the gate reviewer, which says the criteria are not met: a real block
 * (what `/done-gate override` is for).
 */
export function gateFails(failure: GateFailure = NO_TYPE_ERROR): ScriptFn {
  return obedient({
    gate: () => ({ json: { state: 'fail', ...failure, questions: [], confidence: 0.8 } }),
  });
}

// ---------------------------------------------------------------------------------------------
// Reviewers that use the repository tools (#17). Each is an `override` entry for one lane.

/** Lanes whose reply carries findings that name a file. */
export type FindingLane = 'code-review' | 'security';

export interface ReadThenReportOptions {
  lane: FindingLane;
  /** The repository path the model reads. */
  path: string;
  /**
   * Text of the file's real content: the finding is reported only when what came back holds it
   * (so a refusal, whatever its wording, never yields the finding).
   */
  evidence: string;
  /** The read tool's name and input (default `read_file` with `{ path }`). */
  tool?: string;
  input?: unknown;
  title?: string;
  /** The finding's line (default 1: an anchored finding; one without a line is not a blocker). */
  line?: number;
}

/** A critical finding in the lane's own reply shape, naming `path`, at `confidence` (0–1). */
export function findingReply(
  lane: FindingLane,
  path: string,
  title: string,
  line: number | null = null,
  detail = 'Found by reading the file.',
  confidence = 0.9,
): ScriptReply {
  return lane === 'security'
    ? {
        json: {
          summary: `Exploitable path through ${path}.`,
          findings: [
            {
              severity: 'critical',
              class: title,
              file: path,
              line,
              end_line: null,
              path: detail,
              exploit: detail,
              fix: 'Validate the input before use.',
              preexisting: false,
              confidence,
            },
          ],
        },
      }
    : {
        json: {
          summary: `Breaks ${path}.`,
          findings: [
            {
              severity: 'critical',
              category: 'correctness',
              file: path,
              line,
              end_line: null,
              title,
              detail,
              fix: 'Update the caller.',
              suggestion: null,
              confidence,
            },
          ],
        },
      };
}

/**
 * A reviewer that reads `path` through the tool, then reports a critical finding naming `path` —
 * only if the read was served and holds `evidence`. Offered no such tool (`repository-context:
 * none`), or refused, it answers as an honest reviewer that saw nothing: the clean reply.
 */
export function readThenReport(
  options: ReadThenReportOptions,
): (attempt: number, request: ScriptContext) => ScriptReply {
  const tool = options.tool ?? 'read_file';
  const input = options.input ?? { path: options.path };
  const clean = cleanReply(options.lane, '', []);
  const session = toolSession([call(tool, input)], (ctx) => {
    const read = ctx.toolResults.find(
      (r) => r.name === tool && JSON.stringify(r.input) === JSON.stringify(input),
    );
    const served = read !== undefined && !read.isError && read.content.includes(options.evidence);
    return served
      ? findingReply(
          options.lane,
          options.path,
          options.title ?? `Caller ${options.path} is broken by this change`,
          options.line ?? 1,
        )
      : clean;
  });
  return (_attempt, request) =>
    request.offeredTools.includes(tool) || request.toolTurns.length > 0 ? session(request) : clean;
}

/**
 * An obedient reviewer told (by the PR) to read `path` — a refused one such as
 * `../../etc/passwd` — and paste whatever came back into a finding: the test then asserts that
 * only the refusal, never the content, reached the model and the comment.
 */
export function readAndEcho(
  lane: FindingLane,
  path: string,
  tool = 'read_file',
): (attempt: number, request: ScriptContext) => ScriptReply {
  const session = toolSession([call(tool, { path })], (ctx) =>
    findingReply(
      lane,
      path,
      'Contents of the requested file',
      null,
      resultFor(ctx, tool, 'path', path)?.content ?? '(nothing came back)',
    ),
  );
  return (_attempt, request) => session(request);
}

/** An obedient reviewer caught in a loop: calls `read_file` on a new path every turn, forever. */
export function loopingReviewer(
  tool = 'read_file',
): (attempt: number, request: ScriptContext) => ScriptReply {
  const loop = loopingTools((turn) => [call(tool, { path: `src/file-${turn}.ts` })]);
  return (_attempt, request) => loop(request);
}

/**
 * A reviewer that reads `paths` (all in one turn) and then gives `answer` whatever came back —
 * e.g. an obedient model that reads a file holding an injection and answers a clean PASS
 * (`cleanReply`): the gate must not take its word for it.
 */
export function readThenAnswer(
  paths: string[],
  answer: ScriptReply | ((request: ScriptContext) => ScriptReply),
  tool = 'read_file',
): (attempt: number, request: ScriptContext) => ScriptReply {
  const session = toolSession(
    paths.map((path) => call(tool, { path })),
    (ctx) => (typeof answer === 'function' ? answer(ctx) : answer),
  );
  return (_attempt, request) => session(request);
}
