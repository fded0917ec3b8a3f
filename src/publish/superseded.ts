// Before publishing, the PR must still be what was judged (pure): the same head commit, the same
// base branch, still open, and the same spec from every source. Each difference is one blocker
// starting `superseded:`; a run with any of them never writes `success`.

/** A spec fingerprint: one hash over all sources, and one per source by its ref. */
export interface SpecFingerprint {
  hash: string;
  sources: ReadonlyArray<{ ref: string; hash: string }>;
}

/** What the run judged, pinned when it started (head, base branch) or collected (spec). */
export interface JudgedPull {
  headSha: string;
  baseRef: string;
  spec: SpecFingerprint;
  /** Spec sources that could not be read at collection (already blockers of their own). */
  specProblems: readonly string[];
}

/** The PR as re-read before publishing. */
export interface PullNow {
  headSha: string;
  baseRef: string;
  /** `open`, `closed` or `merged`. */
  state: string;
  spec: SpecFingerprint;
  specProblems: readonly string[];
}

const NAME_MAX = 100;
/** The digest's entry for a closing issue's state and state reason: `#N state`. */
const STATE_SUFFIX = ' state';

/** A branch or source name as one inert line: control characters and backticks become spaces. */
function name(text: string): string {
  let flat = '';
  for (const ch of text.slice(0, NAME_MAX + 1)) {
    const code = ch.codePointAt(0) ?? 0;
    flat += code < 0x20 || code === 0x7f || ch === '`' ? ' ' : ch;
  }
  return flat.length > NAME_MAX ? `${flat.slice(0, NAME_MAX)}…` : flat;
}

/** How the spec's sources differ, by ref: edited, added, removed (in the order they appear). */
function specChanges(judged: SpecFingerprint, now: SpecFingerprint): string[] {
  const before = new Map(judged.sources.map((s) => [s.ref, s.hash]));
  const after = new Map(now.sources.map((s) => [s.ref, s.hash]));
  const changes: string[] = [];
  // An issue's state entry (`#N state`) comes and goes with the issue: only its own change is named.
  const comesWithIssue = (ref: string, other: Map<string, string>) =>
    ref.endsWith(STATE_SUFFIX) && !other.has(ref.slice(0, -STATE_SUFFIX.length));
  for (const [ref, hash] of after) {
    const old = before.get(ref);
    if (old === undefined) {
      if (!comesWithIssue(ref, before)) changes.push(`${name(ref)} added`);
    } else if (old !== hash) changes.push(`${name(ref)} edited`);
  }
  for (const ref of before.keys()) {
    if (!after.has(ref) && !comesWithIssue(ref, after)) changes.push(`${name(ref)} removed`);
  }
  return changes;
}

/** Every way the PR no longer is what was judged; empty when it still is. */
export function supersededReasons(judged: JudgedPull, now: PullNow): string[] {
  const reasons: string[] = [];
  if (now.headSha !== judged.headSha) {
    reasons.push(
      `superseded: the head moved from ${judged.headSha.slice(0, 7)} to ${now.headSha.slice(0, 7)} during the review`,
    );
  }
  if (now.baseRef !== judged.baseRef) {
    reasons.push(
      `superseded: the base branch changed from '${name(judged.baseRef)}' to '${name(now.baseRef)}' during the review`,
    );
  }
  if (now.state !== 'open') {
    const what = now.state === 'merged' ? 'merged' : 'closed';
    reasons.push(`superseded: the pull request is ${what}, not open`);
  }
  const unread = now.specProblems.filter((p) => !judged.specProblems.includes(p));
  if (unread.length > 0) {
    reasons.push(
      `superseded: the spec could not be read again to confirm it is unchanged (${unread.join('; ')})`,
    );
  } else if (now.spec.hash !== judged.spec.hash) {
    const changes = specChanges(judged.spec, now.spec);
    const detail = changes.length > 0 ? changes.join(', ') : 'its sources were reordered';
    reasons.push(`superseded: the spec changed during the review (${detail})`);
  }
  return reasons;
}
