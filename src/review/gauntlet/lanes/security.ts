// The security lane: instructions, reply schema and the renderer that writes the exact
// `SECURITY_REVIEW: PASS|FAIL` formats of docs/design.md §B.7 with the posture thresholds. Pure.
import { z } from 'zod';
import type { SecurityPosture } from '../../../config.js';
import type { DiffFile } from '../../../evidence/types.js';
import { describeError, oneLine } from '../../../plain-text.js';
import { decisiveFault, laneFault, replyValues } from '../replies.js';
import type { LocatedFinding } from '../types.js';
import { signalsUnavailable } from '../signals.js';
import {
  blockedLane,
  greenLane,
  sentinelWord,
  type FloorInput,
  type Lane,
  type LaneJudgement,
} from './lane.js';
import {
  chunkNote,
  cleanLine,
  dedupeBy,
  keyPart,
  lineSchema,
  location,
  UNTRUSTED_DATA_RULE,
  type LaneRender,
} from './shared.js';
import { inertLine } from '../../../trust/markdown.js';

export const SECURITY_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type SecuritySeverity = (typeof SECURITY_SEVERITIES)[number];

export const securityFindingSchema = z.strictObject({
  severity: z.enum(SECURITY_SEVERITIES),
  class: z.string(),
  file: z.string(),
  line: lineSchema,
  path: z.string(),
  fix: z.string(),
  preexisting: z.boolean(),
});
export const securityReplySchema = z.strictObject({
  summary: z.string(),
  findings: z.array(securityFindingSchema),
});
export type SecurityFinding = z.infer<typeof securityFindingSchema>;
export type SecurityReply = z.infer<typeof securityReplySchema>;

const EMOJI: Record<SecuritySeverity, string> = {
  critical: '🔴',
  high: '🟠',
  medium: '🟡',
  low: '🟢',
};
const RANK: Record<SecuritySeverity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** Severities that FAIL the lane under each posture. Critical always blocks. */
export const BLOCKING_SEVERITIES: Readonly<Record<SecurityPosture, readonly SecuritySeverity[]>> = {
  prototype: ['critical'],
  standard: ['critical', 'high'],
  hardened: ['critical', 'high', 'medium'],
};

const THRESHOLD_WORDS: Record<SecurityPosture, string> = {
  prototype: 'only critical findings block',
  standard: 'critical and high findings block',
  hardened: 'critical, high and medium findings block',
};

export function securityInstructions(posture: SecurityPosture): string {
  return [
    'You are the security lane of done-gate: an independent security review of a pull request.',
    'You did not write this change and share no conversation with whoever did.',
    '',
    UNTRUSTED_DATA_RULE,
    '',
    `Security posture: ${posture} (${THRESHOLD_WORDS[posture]}). Posture never suppresses`,
    'reporting: report everything you find; the gate applies the threshold.',
    '',
    'Method: trace untrusted sources (request data, CLI arguments, environment, files, messages,',
    'third-party responses, pull-request content in CI) to dangerous sinks (shell and process',
    'spawning, SQL and other query languages, file-system paths, deserialisation, templates and',
    'HTML, outbound network requests, eval, logs, error messages) and check the mediation between',
    'them: validation, escaping, allow-lists, authorisation checks.',
    '',
    'Checklist: committed secrets; injection (command, SQL, template, header, log); path traversal;',
    'authentication and authorisation (missing checks, confused deputies, privilege changes);',
    'unsafe deserialisation; network access and SSRF; supply chain (new or changed dependencies,',
    'install scripts, unpinned third-party actions or images); crypto and randomness; data exposure',
    '(secrets or personal data in logs, responses or errors); resource abuse (unbounded sizes,',
    'loops, regular expressions); raw error text passed through on a new surface.',
    '',
    'Severity is reachability × blast radius, not the vulnerability class:',
    '- critical: exploitable now by someone outside the trust boundary, or damaging beyond the',
    '  application (remote code execution, authentication bypass, committed live secrets).',
    '- high: exploitable with a realistic precondition, or serious data exposure.',
    '- medium: needs an unlikely precondition, or a defence-in-depth gap; raw error text on a new',
    '  surface is medium (high for an authoriser).',
    '- low: hardening advice.',
    '',
    'Each finding: class (e.g. "command injection"), file (path exactly as in the diff), line (in',
    'the new version of the file, or null), path (the source → sink path, e.g. "query param',
    '`name` → exec() in runJob"), fix (the concrete change), preexisting (true only when the issue',
    'lives in code this change neither touches nor makes newly reachable — such findings never',
    'block and are listed as out of scope).',
    '',
    'Ground every finding in the diff; never invent code you cannot see. summary: two or three',
    'sentences on the change’s attack surface. Give no verdict: the gate computes it.',
    'An empty findings list is a valid answer.',
    '',
    'Reply with the JSON object only.',
  ].join('\n');
}

export function securityTask(index: number, total: number): string {
  return `${chunkNote(index, total)}\nReview the change for security and reply with the JSON object.`;
}

/**
 * The lines of the new version that the diff adds or changes, per file path; `all` for a file
 * the diff adds whole. A finding the model flags `preexisting` on such a line is new code.
 */
export type ChangedLines = ReadonlyMap<string, ReadonlySet<number> | 'all'>;

/** Builds the changed-line index from the diff (linear in its lines). */
export function changedLineIndex(
  files: readonly Pick<DiffFile, 'path' | 'oldPath' | 'status' | 'hunks'>[],
): Map<string, Set<number> | 'all'> {
  const index = new Map<string, Set<number> | 'all'>();
  for (const file of files) {
    const path = normalisePath(file.path);
    if (file.status === 'added') {
      index.set(path, 'all');
      continue;
    }
    const known = index.get(path);
    if (known === 'all') continue;
    const lines = known ?? new Set<number>();
    for (const hunk of file.hunks) {
      for (const line of hunk.lines) if (line.kind === '+') lines.add(line.line);
    }
    index.set(path, lines);
    // A model may name a renamed file by its old path: the new lines are the same ones.
    if (file.oldPath !== undefined) {
      const old = normalisePath(file.oldPath);
      if (index.get(old) === undefined) index.set(old, lines);
    }
  }
  return index;
}

/** Git paths as a model may echo them: `./x`, `/x`, `a/x`, `b/x` all name `x`. */
function normalisePath(path: string): string {
  return path
    .trim()
    .replace(/^(?:\.?\/)+/, '')
    .replace(/^[ab]\//, '');
}

/** The changed line a pre-existing claim contradicts, `file` for a new file, or null. */
export function contradictedPreexisting(f: SecurityFinding, changed: ChangedLines): string | null {
  if (!f.preexisting) return null;
  const path = normalisePath(f.file);
  let lines = changed.get(path);
  if (lines === undefined) {
    // Case differences in an echoed path must not hide the match.
    const folded = path.toLowerCase();
    for (const [p, l] of changed) if (p.toLowerCase() === folded) lines = l;
  }
  if (lines === undefined) return null;
  const line = cleanLine(f.line);
  if (lines === 'all')
    return line === null ? 'a file this diff adds' : `line ${line}, in a file this diff adds`;
  return line !== null && lines.has(line) ? `line ${line}, which this diff adds or changes` : null;
}

export interface SecurityRenderInput {
  replies: SecurityReply[];
  posture: SecurityPosture;
  /** The diff's added lines: a `preexisting` claim on one is read as new. Absent: none known. */
  changedLines?: ChangedLines;
}

/** Chunk replies merged: deduplicated by file + line + class, the most severe copy kept. */
export function mergeSecurityFindings(replies: SecurityReply[]): SecurityFinding[] {
  const all = replies.flatMap((r) => r.findings);
  // In-scope before pre-existing, so a finding reported both ways stays in scope.
  const ordered = [...all].sort(
    (a, b) => Number(a.preexisting) - Number(b.preexisting) || RANK[a.severity] - RANK[b.severity],
  );
  return dedupeBy(
    ordered,
    (f) => `${keyPart(f.file)}\u0000${cleanLine(f.line) ?? ''}\u0000${keyPart(f.class)}`,
  );
}

export function isBlockingSecurityFinding(f: SecurityFinding, posture: SecurityPosture): boolean {
  return !f.preexisting && BLOCKING_SEVERITIES[posture].includes(f.severity);
}

export function renderSecurity(input: SecurityRenderInput): LaneRender {
  try {
    return renderSecurityUnsafe(input);
  } catch (error) {
    return {
      report: `PIPELINE-FAULT: security lane failed after retries — report rendering error: ${describeError(error, 300)}`,
      findings: [],
      verdict: null,
    };
  }
}

function renderSecurityUnsafe(input: SecurityRenderInput): LaneRender {
  const posture = input.posture;
  // A finding flagged pre-existing on a line this diff adds contradicts itself: the code is new.
  // It is read as in scope (a block when its severity reaches the posture's threshold), never as
  // a lane fault: the finding itself is well-formed and must be judged.
  const reclassified = new Map<SecurityFinding, string>();
  const changed = input.changedLines ?? new Map<string, ReadonlySet<number> | 'all'>();
  const replies = input.replies.map((reply) => ({
    ...reply,
    findings: reply.findings.map((f) => {
      const where = contradictedPreexisting(f, changed);
      if (where === null) return f;
      const inScope = { ...f, preexisting: false };
      reclassified.set(inScope, where);
      return inScope;
    }),
  }));
  const merged = mergeSecurityFindings(replies);
  const inScope = merged.filter((f) => !f.preexisting);
  const preexisting = merged.filter((f) => f.preexisting);
  const blocking = inScope.filter((f) => isBlockingSecurityFinding(f, posture));
  const nonBlocking = inScope.filter((f) => !isBlockingSecurityFinding(f, posture));
  const n = (s: SecuritySeverity) => inScope.filter((f) => f.severity === s).length;
  const counts = `Findings: ${n('critical')} critical, ${n('high')} high, ${n('medium')} medium, ${n('low')} low`;

  const lines: string[] = [];
  if (blocking.length === 0) {
    lines.push(
      'SECURITY_REVIEW: PASS',
      `Posture: ${posture}. ${counts} (none at or above the blocking threshold).`,
    );
  } else {
    lines.push('SECURITY_REVIEW: FAIL', `Posture: ${posture}. ${counts}.`);
    lines.push('Blocking findings:');
    blocking.forEach((f, i) => lines.push(`${i + 1}. ${item(f)}`));
  }
  if (blocking.length > 0 || nonBlocking.length > 0) {
    if (nonBlocking.length === 0) lines.push('Non-blocking findings: none');
    else {
      lines.push('Non-blocking findings:');
      nonBlocking.forEach((f, i) => lines.push(`${i + 1}. ${item(f)}`));
    }
  }
  if (preexisting.length > 0) {
    lines.push('Pre-existing, out of scope:');
    preexisting.forEach((f, i) => lines.push(`${i + 1}. ${item(f)}`));
  }
  const reread = merged.filter((f) => reclassified.has(f));
  if (reread.length > 0) {
    lines.push(
      `Treated as new: ${reread.length} finding(s) flagged pre-existing sit on code this diff adds ` +
        'or changes — a pre-existing claim on new code is read as in scope (a block, not a lane ' +
        'fault):',
    );
    reread.forEach((f, i) => lines.push(`${i + 1}. ${item(f)} (${reclassified.get(f) ?? ''})`));
  }
  lines.push('');
  const total = input.replies.length;
  input.replies.forEach((reply, i) => {
    const summary = inertLine(reply.summary, 1200) || '(no summary given)';
    lines.push(total > 1 ? `Summary (chunk ${i + 1}/${total}): ${summary}` : `Summary: ${summary}`);
  });

  const findings: LocatedFinding[] = merged.map((f) => ({
    lane: 'security',
    severity: f.severity,
    blocking: isBlockingSecurityFinding(f, posture),
    file: oneLine(f.file, 500),
    line: cleanLine(f.line),
    title: inertLine(`${f.preexisting ? '(pre-existing) ' : ''}${f.class}`, 200),
  }));
  const word = blocking.length === 0 ? 'PASS' : 'FAIL';
  return { report: lines.join('\n'), findings, verdict: { word, degraded: false } };
}

/** `🔴 <class> — <file:line> — <source → sink path> — <fix>` */
function item(f: SecurityFinding): string {
  return [
    `${EMOJI[f.severity]} ${inertLine(f.class, 120) || '(unclassified)'}`,
    location(f.file, cleanLine(f.line)),
    inertLine(f.path, 800) || '—',
    inertLine(f.fix, 800) || '—',
  ].join(' — ');
}

// ---- the lane ----------------------------------------------------------------------------------

/** Why the security lane is on, or `[]`. */
export function securitySignals(input: FloorInput): string[] {
  const found: string[] = [];
  if (input.signals.touchesAuth) found.push('auth signals');
  if (input.signals.touchesDeps) found.push('dependency / supply-chain signals');
  if (input.signals.touchesExec) found.push('exec signals');
  if (input.securityPosture === 'hardened') found.push('security-posture is hardened');
  return found;
}

export const SECURITY_SENTINEL = /SECURITY_REVIEW:\s*(PASS|FAIL)/;

function judgeSecurity(report: string): LaneJudgement {
  const lane = 'security';
  switch (sentinelWord(securityLane, report)) {
    case 'PASS':
      return greenLane(lane, 'PASS');
    case 'FAIL':
      return blockedLane(lane, 'FAIL', 'security: SECURITY_REVIEW: FAIL — exploitable finding(s)');
    default:
      return blockedLane(
        lane,
        'missing verdict sentinel',
        'security: no SECURITY_REVIEW sentinel found — lane failed; never a pass',
      );
  }
}

export const securityLane: Lane<'security'> = {
  name: 'security',
  aliases: ['security', 'security-review', 'security-reviewer'],
  sentinel: SECURITY_SENTINEL,
  readsRepository: true,
  promptVersion: '1',
  selection: {
    floor: (input) => {
      const surface = securitySignals(input);
      return surface.length > 0
        ? { selected: true, reason: `security: ${surface.join(', ')}` }
        : {
            selected: false,
            reason: `security: not selected — no auth/deps/exec signals and security-posture is ${oneLine(input.securityPosture, 60)}`,
          };
    },
    widenOnUnknownSurface: () => true,
    degradedDefault: (input) =>
      securitySignals(input).length > 0 || signalsUnavailable(input.signals),
    additionRefused: () => null,
    alwaysOn: false,
    selectHint: [
      '- security: add it for changes that handle untrusted input, authentication or authorisation,',
      '  secrets or crypto, process execution, file paths, network requests, deserialisation,',
      '  dependencies or CI configuration, or that move a trust boundary — even when the path-based',
      '  signals did not fire.',
    ],
    inFallback: () => true,
  },
  async attempt({ review, perChunk }) {
    const results = await perChunk({
      step: 'review',
      instructions: securityInstructions(review.securityPosture),
      task: securityTask,
      schema: securityReplySchema,
    });
    const fault = decisiveFault(results);
    if (fault !== null) return laneFault('security', fault);
    return renderSecurity({
      replies: replyValues(results),
      posture: review.securityPosture,
      ...(review.changedLines === undefined ? {} : { changedLines: review.changedLines }),
    });
  },
  degraded: () => false,
  judge: judgeSecurity,
};
