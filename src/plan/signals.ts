// Deterministic facts about the diff (design.md §B.2), extended for the JS/TS ecosystem. Signals
// only ever ADD lanes, so every rule errs towards firing: a false positive costs one more lane, a
// false negative could skip the security review.
import type { Diff, DiffFile } from '../evidence/types.js';
import { describeError, oneLine } from '../plain-text.js';
import { diffTriggers, MIGRATION_TRIGGER } from './triggers.js';

/** Deterministic facts about the diff (docs/design.md §B.2, extended for JS/TS). */
export interface Signals {
  changedFiles: string[];
  fileCount: number;
  touchesAuth: boolean;
  touchesDeps: boolean;
  touchesExec: boolean;
  consumerSurface: boolean;
  docsOnly: boolean;
  touchesMigrations: boolean;
  touchesProto: boolean;
  /**
   * Always-human triggers found in the diff's lines and layout (a framework's migration, a removed
   * access check, authorisation logic made constant, CODEOWNERS), each naming its files.
   */
  triggers?: string[];
  /**
   * For each signal that fired, what fired it first: `src/auth/login.ts` (its path) or
   * `src/jobs.ts:12` (an added line), so the plan can say why a lane is on.
   */
  because?: Partial<Record<SignalName, string>>;
  /** e.g. `12 file(s) changed`, or `signals unavailable`. */
  summary: string;
  /** A NOTE when signals could not be computed: selection then widens. */
  error: string | null;
}

/** The boolean signals that can fire. */
export type SignalName =
  | 'touchesAuth'
  | 'touchesDeps'
  | 'touchesExec'
  | 'consumerSurface'
  | 'touchesMigrations'
  | 'touchesProto';

const CHANGED_FILES_LISTED = 200;

/** `summary` of signals that could not be computed; lane selection widens on it. */
export const SIGNALS_UNAVAILABLE = 'signals unavailable';

// Path rules: case-insensitive, tested against every changed path (and a rename's old path).
const PROTO_PATH = /\.proto$|buf\.(yaml|gen\.yaml)$/i;
const MIGRATIONS_PATH = /migrations?\/|\.sql$/i;
// `auth(?!or)` deliberately over-fires (authn, authz, oauth) but not on "author".
const AUTH_PATH =
  /auth(?!or)|login|logout|token|session|permission|rbac|\bacl\b|credential|secret/i;
const DEPS_PATH = new RegExp(
  [
    // the reference's manifests and lockfiles
    String.raw`go\.(mod|sum)$`,
    String.raw`package(-lock)?\.json$`,
    String.raw`yarn\.lock$`,
    String.raw`pnpm-lock\.yaml$`,
    String.raw`Cargo\.(toml|lock)$`,
    String.raw`requirements[^/]*\.txt$`,
    String.raw`pyproject\.toml$`,
    String.raw`Gemfile(\.lock)?$`,
    String.raw`pom\.xml$`,
    String.raw`build\.gradle`,
    String.raw`composer\.(json|lock)$`,
    // npm / yarn / pnpm / bun / deno: lockfiles, registry and install configuration
    String.raw`npm-shrinkwrap\.json$`,
    String.raw`(^|/)\.npmrc$`,
    String.raw`(^|/)\.yarnrc(\.yml)?$`,
    String.raw`(^|/)\.pnpmfile\.c?js$`,
    String.raw`pnpm-workspace\.yaml$`,
    String.raw`bun\.lockb?$`,
    String.raw`(^|/)bunfig\.toml$`,
    String.raw`(^|/)deno\.(json|jsonc|lock)$`,
    // container images pull third-party code
    String.raw`(^|/)Dockerfile[^/]*$`,
    String.raw`\.dockerfile$`,
    // GitHub Actions: `uses:` pulls third-party code into the pipeline
    String.raw`(^|/)\.github/workflows/`,
    String.raw`(^|/)action\.ya?ml$`,
  ].join('|'),
  'i',
);
// Files whose whole purpose is to run commands: a change there is an exec surface.
const EXEC_PATH = /(^|\/)\.github\/workflows\/|(^|\/)action\.ya?ml$|(^|\/)\.husky\//i;
const CONSUMER_PATH = new RegExp(
  [
    String.raw`routes?|handlers?|\bapi\b|endpoints?|\bcmd/|\bcli\b|\.proto$|openapi|swagger`,
    String.raw`controllers?|graphql`,
    // a package's executables and a GitHub Action's interface are consumer surface too
    String.raw`(^|/)bin/`,
    String.raw`(^|/)action\.ya?ml$`,
  ].join('|'),
  'i',
);
const DOCS_PATH = /\.(md|rst|txt|adoc)$/i;

// Added-line rules.
const AUTH_ADDED = /auth(?!or)|password|token|secret|credential|jwt|session/i;
// Case-sensitive on purpose (as the reference): the names are identifiers, not prose.
// `exec(` alone is left out: `RegExp.prototype.exec` would fire on most TypeScript diffs.
const EXEC_ADDED = new RegExp(
  [
    // the reference's set
    String.raw`exec\.Command|subprocess|os/exec|Runtime\.getRuntime|shell_exec|\beval\(|\bsystem\(`,
    String.raw`child_process`,
    // Node.js
    String.raw`\bexeca\b|\bexecSync\b|\bexecFile(Sync)?\(|\bspawnSync\b|\bspawn\(|\bfork\(`,
    String.raw`shell:\s*true|\bshelljs\b`,
    String.raw`new Function\(|\bFunction\(\s*['"\x60]|\bvm\.run|\bvm\.Script|new vm\.|\bvm\.compileFunction`,
    String.raw`process\.dlopen`,
    // Bun / Deno
    String.raw`Bun\.spawn|Bun\.\$|Deno\.Command|Deno\.run\(`,
  ].join('|'),
);

/** Selection widens on this: the surface is (partly) unknown. */
export function signalsUnavailable(signals: Signals): boolean {
  return signals.summary === SIGNALS_UNAVAILABLE || signals.error !== null;
}

/**
 * Signals of `diff`. With no diff, or a `failure` given, the surface is UNKNOWN: every boolean is
 * false and `error` carries the NOTE that makes selection widen. Never throws.
 */
export function computeSignals(diff: Diff | null, failure?: string): Signals {
  if (failure !== undefined || diff === null) {
    return unavailable(failure ?? 'no diff was available');
  }
  try {
    return fromDiff(diff);
  } catch (error) {
    return unavailable(describeError(error, 400));
  }
}

function unavailable(reason: string): Signals {
  const why = oneLine(reason, 400) || 'unknown error';
  return {
    changedFiles: [],
    fileCount: 0,
    touchesAuth: false,
    touchesDeps: false,
    touchesExec: false,
    consumerSurface: false,
    docsOnly: false,
    touchesMigrations: false,
    touchesProto: false,
    summary: SIGNALS_UNAVAILABLE,
    error:
      `NOTE: diff signals could not be computed (${why}); surface UNKNOWN — lane selection ` +
      'degrades WIDER (security lane added; probe eligible when a local-run recipe exists), ' +
      'plus caller context and forced lanes.',
  };
}

function fromDiff(diff: Diff): Signals {
  if (!Array.isArray(diff.files)) throw new Error('the diff has no file list');
  const files = diff.files;
  const paths = files.map((f) => requirePath(f.path));
  // A rename's old path counts for the path rules too (it can only add a signal).
  const pathsAndOld = files.flatMap((f) =>
    typeof f.oldPath === 'string' && f.oldPath !== f.path ? [f.path, f.oldPath] : [f.path],
  );
  const unscanned = files.filter((f) => !f.binary && !hasLines(f)).length;
  const unreadable = files.filter((f) => typeof f.parseProblem === 'string').length;
  const triggers = diffTriggers(files);
  const notes: string[] = [];
  if (diff.complete === false) {
    notes.push(
      `the file list is incomplete (${oneLine(diff.incompleteReason ?? 'no reason given', 200)})`,
    );
  }
  if (unscanned > 0) {
    notes.push(
      `${unscanned} text file(s) came without a patch, so their added lines were not scanned`,
    );
  }
  if (unreadable > 0) {
    notes.push(`${unreadable} file(s) could not be fully parsed, so added lines may be missing`);
  }

  const because: Partial<Record<SignalName, string>> = {};
  const fired = (name: SignalName, ...hits: Array<() => string | null>): boolean => {
    for (const hit of hits) {
      const found = hit();
      if (found !== null) {
        because[name] = found;
        return true;
      }
    }
    return false;
  };
  const pathHit = (rule: RegExp) => () => pathsAndOld.find((p) => rule.test(p)) ?? null;
  const addedHit = (rule: RegExp) => () => firstAddedMatch(files, rule);
  const executable = () => {
    const file = files.find((f) => f.newMode === '100755' && f.oldMode !== '100755');
    return file === undefined ? null : `${file.path} (made executable)`;
  };
  const migrationTrigger = () => triggers.find((t) => t.startsWith(MIGRATION_TRIGGER)) ?? null;

  return {
    changedFiles: paths.slice(0, CHANGED_FILES_LISTED),
    fileCount: paths.length,
    touchesAuth: fired('touchesAuth', pathHit(AUTH_PATH), addedHit(AUTH_ADDED)),
    touchesDeps: fired('touchesDeps', pathHit(DEPS_PATH)),
    touchesExec: fired('touchesExec', executable, pathHit(EXEC_PATH), addedHit(EXEC_ADDED)),
    consumerSurface: fired('consumerSurface', pathHit(CONSUMER_PATH)),
    docsOnly: pathsAndOld.length > 0 && pathsAndOld.every((p) => DOCS_PATH.test(p)),
    touchesMigrations: fired('touchesMigrations', pathHit(MIGRATIONS_PATH), migrationTrigger),
    touchesProto: fired('touchesProto', pathHit(PROTO_PATH)),
    triggers,
    because,
    summary: `${paths.length} file(s) changed`,
    error:
      notes.length === 0
        ? null
        : `NOTE: diff signals are partial (${notes.join('; ')}); surface partly UNKNOWN — lane ` +
          'selection degrades WIDER (security lane added; probe eligible when a local-run recipe ' +
          'exists).',
  };
}

function requirePath(path: unknown): string {
  if (typeof path !== 'string') throw new Error('a changed file has no path');
  return path;
}

function hasLines(file: DiffFile): boolean {
  return (Array.isArray(file.hunks) && file.hunks.length > 0) || typeof file.patch === 'string';
}

/**
 * The first `+` line of any file that matches `rule`, as `path:line` — from the parsed hunks, and
 * from the raw patch as well (a union; a patch line has no number of its own here).
 */
function firstAddedMatch(files: readonly DiffFile[], rule: RegExp): string | null {
  for (const file of files) {
    if (Array.isArray(file.hunks)) {
      for (const hunk of file.hunks) {
        if (!Array.isArray(hunk.lines)) continue;
        for (const line of hunk.lines) {
          if (line.kind === '+' && typeof line.text === 'string' && rule.test(line.text)) {
            return `${file.path}:${line.line}`;
          }
        }
      }
    }
    if (typeof file.patch === 'string') {
      for (const line of file.patch.split('\n')) {
        if (line.startsWith('+') && !line.startsWith('+++') && rule.test(line.slice(1))) {
          return `${file.path} (an added line)`;
        }
      }
    }
  }
  return null;
}

/**
 * Deterministic always-human triggers (reference facts.py): they make a code review NEEDS-HUMAN
 * and are human-attention items of the decision (blocking under `human-attention: block`).
 */
export function alwaysHumanTriggers(signals: Signals): string[] {
  const triggers: string[] = [];
  if (signals?.touchesAuth) {
    triggers.push(
      'authentication-sensitive paths or code changed (auth, sessions, tokens, credentials)',
    );
  }
  const found = Array.isArray(signals?.triggers) ? signals.triggers : [];
  // The framework-named line says more than the generic one; the generic one stays for a path
  // only the broad rule matched (any `.sql`, any `migration/` folder).
  if (signals?.touchesMigrations && !found.some((t) => t.startsWith(MIGRATION_TRIGGER))) {
    triggers.push('database migrations changed');
  }
  triggers.push(...found);
  return triggers;
}
