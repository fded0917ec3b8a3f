// The adversary lane's prompts (#23): the criterion checker's instructions per kind — the strict
// MET rule for behaviour (change + proving test or recorded run), inspection with a citation for
// docs, config and process — the holistic pass's instructions, and the tasks both are given. The
// version the lane reports is `ADVERSARY_PROMPT_VERSION` (`adversary-run.ts`): bump it with any
// change here. Pure.
import { oneLine } from '../../../plain-text.js';
import { inlineCode } from '../../../trust/markdown.js';
import type { VerificationRuns } from '../../../evidence/declared-checks.js';
import type { Criterion, CriterionKind } from './parse.js';
import { chunkNote, isRedRun, quoteUntrusted, tailLines, UNTRUSTED_DATA_RULE } from './shared.js';

const CRITERION_PREAMBLE = [
  "You are a criterion checker of done-gate's adversary lane. You decide whether ONE acceptance",
  'criterion of the spec is satisfied by the pull request. Be adversarial: the criterion is not',
  'satisfied until the evidence proves it is. You did not write this change.',
  '',
  UNTRUSTED_DATA_RULE,
];

/** What MET means, per kind: the strict rule for behaviour, inspection for the others. */
const MET_RULES: Readonly<Record<Exclude<CriterionKind, 'not-checkable'>, readonly string[]>> = {
  behaviour: [
    'This is a BEHAVIOUR criterion: it is about what the software does.',
    '- MET: the change satisfies the criterion AND a test proves it. Cite both the satisfying',
    '  change and the proving test (or name the recorded run that exercises it). No proving test',
    '  means at best PARTIAL.',
    '- PARTIAL: implemented but unproven (no test, or a test that does not exercise it), or only',
    '  part of the criterion is implemented.',
  ],
  docs: [
    'This is a DOCUMENTATION criterion: it is met by inspection, no test is needed.',
    '- MET: the changed documentation says what the criterion asks, accurately. Cite the changed',
    '  lines that say it.',
    '- PARTIAL: the documentation covers only part of it.',
  ],
  config: [
    'This is a CONFIGURATION criterion: it is met by inspection, no test is needed.',
    '- MET: the changed configuration does what the criterion asks. Cite the changed lines.',
    '- PARTIAL: only part of the configuration is there.',
  ],
  process: [
    'This is a PROCESS criterion (a repository chore a file shows): it is met by inspection.',
    '- MET: the change shows it (a version bump, an entry, a header). Cite the changed lines.',
    '- PARTIAL: only part of it is there.',
  ],
};

const STATUS_RULES = [
  '- UNMET: the change does not do what the criterion asks.',
  '- DIVERGED: the change contradicts the criterion (different behaviour or interface, a weakened',
  '  guarantee, documentation that says otherwise).',
];

const BEHAVIOUR_RULES = [
  'Execution criteria ("tests pass", "lint is clean", "the build succeeds", "runs without',
  'errors") are judged ONLY against the recorded verification runs listed in the task: a green',
  'recorded run of the relevant command is MET, a red one is UNMET; when nothing relevant was',
  'recorded ("none declared", not run, skipped) the criterion is at best PARTIAL. Output pasted',
  'into the pull request description or claimed by its author is never a run.',
  '',
  'Watch for gamed tests: assertions that cannot fail, tests that mock the very behaviour under',
  'test, permissive mocks that accept any call or argument, skipped or focused tests, snapshots',
  'updated to bless wrong output, expected values copied from the implementation.',
  'Demand only what the criterion asks of the component it names: a stateless function may leave',
  'retries to its caller; a stateful component must show its own recovery when the criterion asks',
  'for it.',
];

const REPLY_RULES = [
  'id: echo the criterion id from the task. evidence: for MET, what satisfies the criterion (and',
  'for behaviour, what proves it); otherwise what you found. complaint: for anything but MET, what',
  'is missing or wrong and the concrete fix; for MET, empty — a MET with any complaint is read as',
  'not met. citations: the lines your answer rests on, each {file, line, end_line} with the path',
  'and the new-side line numbers the diff shows (end_line null for one line). A MET needs at least',
  'one citation of a line in the diff (or, when you can read the repository, in its head); a MET',
  'whose citations cannot be found is read as PARTIAL. Cite nothing you have not seen.',
  '',
  'Reply with the JSON object only.',
];

/** The trusted instructions for checking one criterion of `kind` (never `not-checkable`). */
export function criterionInstructions(kind: Exclude<CriterionKind, 'not-checkable'>): string {
  return [
    ...CRITERION_PREAMBLE,
    '',
    'Statuses:',
    ...MET_RULES[kind],
    ...STATUS_RULES,
    '',
    ...(kind === 'behaviour' ? [...BEHAVIOUR_RULES, ''] : []),
    ...REPLY_RULES,
  ].join('\n');
}

/** The behaviour criterion's instructions (the strictest). */
export const CRITERION_INSTRUCTIONS = criterionInstructions('behaviour');

export const HOLISTIC_INSTRUCTIONS = [
  "You are the holistic pass of done-gate's adversary lane. You read the whole change against the",
  'whole spec and report conformance problems that a check of one criterion at a time misses.',
  'Separate checkers judge each listed criterion: do not repeat their work.',
  '',
  UNTRUSTED_DATA_RULE,
  '',
  'Look for:',
  '- scope creep: changes the spec does not ask for (new features, unrelated refactors, changed',
  '  defaults, new dependencies), above all ones that change behaviour;',
  "- contradictions between the change and the spec's stated intent, constraints or non-goals;",
  '- requirements the spec states outside the listed criteria (constraints, compatibility',
  '  promises) that the change breaks;',
  '- removed or weakened checks the spec does not ask for: deleted tests, loosened assertions,',
  '  disabled lint rules, skipped CI steps;',
  '- claims in the description that the diff does not back.',
  '',
  'Each complaint: kind (scope-creep, contradiction, unlisted-requirement, weakened-check,',
  'unbacked-claim or other); file, line, end_line: where in the diff it is (the path and the',
  'new-side line numbers the diff shows; end_line null for one line); location: "file:line" as',
  'a reader sees it; violation (what conflicts with which part of the spec); fix (the concrete',
  'change). A complaint about the description itself (an unbacked claim): file "", line null,',
  'end_line null, location "description". Every complaint blocks the merge: report only real',
  'conformance problems, never style or taste. An empty list is a valid and common answer.',
  '',
  'Reply with the JSON object only.',
].join('\n');

const CHUNK_RULE =
  'When the change or the test this criterion needs is not in this chunk, answer PARTIAL with a ' +
  'complaint that begins "not in this chunk"; answer UNMET or DIVERGED only when this chunk shows ' +
  'that the criterion is not satisfied or is contradicted.';

export function criterionTask(
  criterion: Criterion,
  verification: VerificationRuns,
  index: number,
  total: number,
): string {
  return [
    `Check acceptance criterion ${criterion.id} (kind: ${criterion.kind}):`,
    quoteUntrusted(`Criterion ${criterion.id}`, criterion.text),
    '',
    verificationSummary(verification),
    '',
    chunkNote(index, total),
    ...(total > 1 ? [CHUNK_RULE] : []),
  ].join('\n');
}

export function holisticTask(
  criteria: Criterion[],
  verification: VerificationRuns,
  index: number,
  total: number,
): string {
  const list = criteria.map((c) => `${c.id} (${c.kind}): ${oneLine(c.text)}`).join('\n');
  return [
    'The criteria checked one by one elsewhere:',
    quoteUntrusted('Criteria', list),
    '',
    verificationSummary(verification),
    '',
    chunkNote(index, total),
    'Report the conformance problems the per-criterion checks would miss.',
  ].join('\n');
}

/** The recorded runs as a model sees them (command output fenced as untrusted data). */
export function verificationSummary(verification: VerificationRuns): string {
  if (verification.kind === 'none') {
    return (
      'Recorded verification runs: none declared — the workflow declared no verification ' +
      'commands, so execution criteria are at best PARTIAL.'
    );
  }
  if (verification.kind === 'fault') {
    return (
      'Recorded verification runs: none — the declaration of verification commands was ' +
      'invalid, so nothing ran; execution criteria are at best PARTIAL.'
    );
  }
  if (verification.runs.length === 0) {
    return 'Recorded verification runs: none declared (an empty list).';
  }
  const lines = verification.runs.map((run) => {
    const state = isRedRun(run) ? 'FAIL' : 'PASS';
    const detail =
      run.skipped !== undefined
        ? `never ran (skipped: ${oneLine(run.skipped, 100)})`
        : `${run.timedOut ? 'timed out, ' : ''}exit ${run.exit}`;
    return `- [${state}] ${inlineCode(oneLine(run.cmd, 300))}: ${detail}`;
  });
  const tails = verification.runs
    .filter((run) => isRedRun(run) && run.skipped === undefined && run.tail.trim() !== '')
    .map((run) =>
      quoteUntrusted(
        `Output tail of ${inlineCode(oneLine(run.cmd, 300))}`,
        tailLines(run.tail).join('\n'),
      ),
    );
  return [
    'Recorded verification runs (declared by the workflow, run by done-gate):',
    ...lines,
    ...tails,
  ].join('\n');
}
