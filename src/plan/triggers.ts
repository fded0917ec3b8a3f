// Always-human triggers a maintainer would name (pure): a database migration in any framework's
// layout, an auth check that a diff REMOVES (middleware, guard, decorator, policy call), an
// authorisation function by the shape of its name whose body becomes constant or loses a
// condition, and CODEOWNERS. Each trigger says which file and why.
//
// Every rule is linear on attacker-controlled text: paths are split into segments and compared,
// lines are cut into identifier tokens with one pass of a flat character class, and the few
// regexes left are anchored with no nested quantifiers.
import type { DiffFile } from '../evidence/types.js';
import { cut, oneLine } from '../plain-text.js';

/** Files named per trigger kind; the rest are counted. */
const LISTED_PER_KIND = 5;
/** Characters of a removed line quoted in a trigger. */
const QUOTED_MAX = 80;

// ---- migrations, by path ----------------------------------------------------------------------

/** Whether `wanted` stands in `dirs` as consecutive segments. */
function hasDirs(dirs: readonly string[], wanted: readonly string[]): boolean {
  for (let i = 0; i + wanted.length <= dirs.length; i += 1) {
    if (wanted.every((w, j) => dirs[i + j] === w)) return true;
  }
  return false;
}

/** The migration framework a path's layout names, or null. Case-insensitive. */
export function migrationFramework(path: string): string | null {
  const segments = path.toLowerCase().split('/');
  const name = segments[segments.length - 1] ?? '';
  const dirs = segments.slice(0, -1);
  const parent = dirs[dirs.length - 1] ?? '';
  const grand = dirs[dirs.length - 2] ?? '';
  // Rails: `db/migrate`, and `db/<name>_migrate` for each further database (multiple databases).
  if (
    (parent === 'migrate' || parent.endsWith('_migrate')) &&
    grand === 'db' &&
    name.endsWith('.rb')
  ) {
    return 'Rails';
  }
  if (hasDirs(dirs, ['priv', 'repo', 'migrations'])) return 'Ecto';
  if (grand === 'migrations' && name === 'migration.sql') return 'Prisma';
  if (parent === 'migrations' && name === 'migration_lock.toml') return 'Prisma';
  if (parent === 'migrations' && /^\d{4}_[^/]*\.py$/.test(name)) return 'Django';
  if (parent === 'versions' && name.endsWith('.py')) return 'Alembic';
  if (name === 'alembic.ini' || (name === 'env.py' && dirs.includes('alembic'))) return 'Alembic';
  if (/^\d+_[^/]*\.(up|down)\.sql$/.test(name)) return 'golang-migrate';
  if (isFlyway(name)) return 'Flyway';
  if (name.includes('changelog') && /\.(xml|ya?ml|json|sql)$/.test(name)) return 'Liquibase';
  if (dirs.includes('changelog') && /\.(xml|ya?ml|json|sql)$/.test(name)) return 'Liquibase';
  if (parent === 'migrations' || parent === 'migration' || dirs.includes('migrations')) {
    return 'migrations directory (Knex, TypeORM, Sequelize, …)';
  }
  if (name === 'knexfile.js' || name === 'knexfile.ts') return 'Knex';
  // drizzle-kit writes `<out>/0000_<name>.sql` and `<out>/meta/_journal.json` (out: `drizzle`).
  if (dirs.includes('drizzle') && (/^\d{4}_[^/]*\.sql$/.test(name) || name === '_journal.json')) {
    return 'Drizzle';
  }
  return null;
}

/**
 * Flyway's names: `V<version>__<desc>` (versioned), `U<version>__<desc>` (undo), `R__<desc>`
 * (repeatable); the version is digits with `.` or `_` between. Found with indexOf, not a regex
 * whose `[\w.]*__` would backtrack over every `__` of a hostile name.
 */
function isFlyway(name: string): boolean {
  if (!/\.(sql|java|kt)$/.test(name)) return false;
  if (name.startsWith('r__')) return true;
  const sep = name.indexOf('__');
  return sep > 1 && /^[vu]\d/.test(name) && /^[\d._]+$/.test(name.slice(1, sep));
}

/** goose marks each migration's sections with `-- +goose Up` / `Down` (SQL) or registers Go ones. */
const GOOSE_MARKER = /^\s*--\s*\+goose\s+(up|down)\b/i;
const GOOSE_GO = /^\s*goose\.Add(Named)?Migration(NoTx)?(Context)?\(/;
/** In every line isLiquibaseLine, GOOSE_MARKER or GOOSE_GO accepts (in any case). */
const MIGRATION_CONTENT_WORD = /databasechangelog|liquibase|goose/i;
/** A Liquibase changelog by content, whatever the file is called (`<databaseChangeLog`, YAML's
 * `databaseChangeLog:`, formatted SQL's first line). */
function isLiquibaseLine(line: string): boolean {
  return line.includes('databaseChangeLog') || /^\s*--\s*liquibase\s+formatted\s+sql/i.test(line);
}

// ---- identifiers ------------------------------------------------------------------------------

/** Longer tokens are not names anyone wrote: left out, so a hostile line costs one pass. */
const IDENTIFIER_MAX = 128;

/** An identifier token (a flat class, no backtracking). */
const IDENTIFIER = /[A-Za-z_$][\w$]*[!?]?/g;

/** Each identifier token of a line, in order and repeats included, in one pass. */
function forEachIdentifier(line: string, visit: (token: string) => void): void {
  for (const token of line.match(IDENTIFIER) ?? []) {
    if (token.length <= IDENTIFIER_MAX) visit(token);
  }
}

/** The distinct identifier tokens of a line. */
export function identifiers(line: string): string[] {
  const found = new Set<string>();
  forEachIdentifier(line, (token) => found.add(token));
  return [...found];
}

/** A lower-case word list of an identifier: `canEditInvoice` → can, edit, invoice. */
function words(identifier: string): string[] {
  return identifier
    .replace(/[!?$]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_]+/)
    .filter((w) => w !== '');
}

/**
 * An authorisation function by the shape of its name: `can*`, `is*Admin*`, `has*Role*`,
 * `*Permission*`, `authori[sz]e*`, `*Policy` (and snake_case spellings). No auth/token/session
 * word is needed: `canEditInvoice` is enough.
 */
export function isAuthorisationName(identifier: string): boolean {
  const known = authorisationNames.get(identifier);
  if (known !== undefined) return known;
  const answer = authorisationShape(identifier);
  if (authorisationNames.size < AUTHORISATION_NAMES_KEPT) {
    authorisationNames.set(identifier, answer);
  }
  return answer;
}

/**
 * Answers kept by identifier: a diff names the same few thousand identifiers on most of its lines,
 * and splitting each into words again was most of the plan's time on a large diff. Bounded, so a
 * hostile diff of distinct names fills it once; every name after that is judged afresh.
 */
const authorisationNames = new Map<string, boolean>();
export const AUTHORISATION_NAMES_KEPT = 50_000;

/**
 * Every authorisation name has one of these words in it, in any case, once `$`, `!` and `?` are
 * dropped as words() drops them (see authorisationShape): `can…`, `…admin`, `superuser`, `staff`,
 * `role`, `permission…`, `authori…`, `…policy`. A word of an identifier is a run of its
 * characters, and an identifier a run of the line's, so a line without any names none, and its
 * identifiers need not be read one by one (most of a large plan's time went there).
 */
const AUTHORISATION_WORD = /can|admin|superuser|staff|role|permission|authori|policy/i;

/** False only when no identifier of `line` can be an authorisation name. */
export function mayNameAuthorisation(line: string): boolean {
  return AUTHORISATION_WORD.test(line.replace(/[$!?]/g, ''));
}

function authorisationShape(identifier: string): boolean {
  const w = words(identifier);
  if (w.length === 0) return false;
  const first = w[0] ?? '';
  const last = w[w.length - 1] ?? '';
  if (first === 'can' && w.length > 1) return true;
  // `isAdmin`, `is_superuser`, `is_staff`, and Ruby's predicates `admin?`, `superuser?`.
  const adminWord = (x: string): boolean =>
    x.endsWith('admin') || x === 'superuser' || x === 'staff';
  if ((first === 'is' || identifier.endsWith('?')) && w.some(adminWord)) return true;
  if (first === 'has' && w.some((x) => x === 'role' || x === 'roles')) return true;
  if (w.some((x) => x.startsWith('permission'))) return true;
  if (/^authori[sz]/.test(first)) return true;
  if (last === 'policy') return true;
  return false;
}

/** An identifier that names an authentication or access guard (used for removed lines). */
function isGuardName(identifier: string, shape: string): boolean {
  if (isAuthorisationName(identifier)) return true;
  const lower = identifier.toLowerCase();
  // `auth` but not `author`; the rest are the guards' usual names across frameworks.
  const at = lower.indexOf('auth');
  if (at >= 0 && !lower.startsWith('author', at)) return true;
  if (/^(require|ensure)[A-Z_]/.test(identifier)) return true;
  const guardWords = ['login', 'loggedin', 'signedin', 'guard', 'acl', 'csrf', 'jwt', 'secured'];
  if (guardWords.some((word) => lower.includes(word))) return true;
  // On a decorator, attribute, filter or middleware the role and admin words are guards too.
  return shape !== 'check' && ['role', 'admin'].some((word) => lower.includes(word));
}

// ---- removed guards ---------------------------------------------------------------------------

/** The shape of a line that applies a check, not one that merely mentions a name. */
function guardShape(trimmed: string): string | null {
  if (trimmed.startsWith('@')) return 'decorator';
  if (trimmed.startsWith('[')) return 'attribute';
  if (/^(before_action|before_filter|prepend_before_action|around_action)\b/.test(trimmed)) {
    return 'filter';
  }
  if (trimmed.includes('.use(') || trimmed.includes('.middleware(')) return 'middleware';
  if (trimmed.includes('(') || /^(authorize|verify_authorized|load_and_authorize)/.test(trimmed)) {
    return 'check';
  }
  return null;
}

/** A line that declares or imports a name: changing it is not removing a check. */
function isDeclaration(trimmed: string): boolean {
  const first = /^[A-Za-z_]+/.exec(trimmed)?.[0] ?? '';
  return DECLARATION_WORDS.has(first);
}

const DECLARATION_WORDS = new Set([
  'export',
  'function',
  'async',
  'def',
  'const',
  'let',
  'var',
  'func',
  'fn',
  'fun',
  'override',
  'internal',
  'pub',
  'public',
  'private',
  'protected',
  'static',
  'class',
  'interface',
  'type',
  'import',
  'from',
  'module',
]);

/** Added lines that switch a check off (`[AllowAnonymous]`, `skip_before_action :authenticate…`). */
function weakeningAdded(trimmed: string): boolean {
  if (/^\[AllowAnonymous\b/.test(trimmed)) return true;
  if (/^skip_(before_action|before_filter)\b/.test(trimmed)) return true;
  if (
    /^@(csrf_exempt|Public\(|AllowAnonymous|PermitAll|permission_classes\(\[AllowAny)/.test(trimmed)
  ) {
    return true;
  }
  return /\bpermitAll\(\)/.test(trimmed) || /\bAllowAny\b/.test(trimmed);
}

// ---- authorisation logic ----------------------------------------------------------------------

/** A constant verdict: `return true`, `=> true`, `True`, a bare `true`. */
function isConstantAllow(trimmed: string): boolean {
  return (
    /^return\s+(true|True|TRUE|1)\b/.test(trimmed) ||
    /=>\s*(true|\{\s*return\s+true\b)/.test(trimmed) ||
    /^(true|True)\s*[;,)]?$/.test(trimmed) ||
    // A one-line body, a trailing comment allowed: Go/Java/Rust `{ return true }`, `{ true }`,
    // Python `def f(...): return True`, and an expression body (Ruby's endless `def f?(...) =
    // true`, Kotlin/Scala `fun f(...) = true`).
    /\{\s*(return\s+)?true(\s*;)?\s*\}\s*(\/\/.*|#.*)?$/.test(trimmed) ||
    /:\s*return\s+(True|true|1)\s*(#.*)?$/.test(trimmed) ||
    (trimmed.split(' ', 4).some((word) => word === 'def' || word === 'fun') &&
      /(?:^|[^=!<>])=\s*(true|True)\s*(\/\/.*|#.*)?$/.test(trimmed))
  );
}

/**
 * How many restricting conditions a line carries (comparisons, `&&`/`and`, `if`/`unless`). `||`
 * and `or` are not counted: they widen, so `owner == user` becoming `owner or user` loses one.
 */
function conditionCount(line: string): number {
  let n = (line.match(/===|!==|==|!=|&&|>=|<=/g) ?? []).length;
  for (const id of identifiers(line)) {
    if (['if', 'unless', 'and', 'not', 'includes', 'include?', 'in'].includes(id)) n += 1;
  }
  return n;
}

// ---- the scan ---------------------------------------------------------------------------------

interface Hunkish {
  header: string;
  removed: string[];
  added: string[];
  context: string[];
}

function hunksOf(file: DiffFile): Hunkish[] {
  const out: Hunkish[] = [];
  if (Array.isArray(file.hunks) && file.hunks.length > 0) {
    for (const h of file.hunks) {
      const lines = Array.isArray(h.lines) ? h.lines : [];
      out.push({
        header: typeof h.header === 'string' ? h.header : '',
        removed: lines.filter((l) => l.kind === '-').map((l) => l.text),
        added: lines.filter((l) => l.kind === '+').map((l) => l.text),
        context: lines.filter((l) => l.kind === ' ').map((l) => l.text),
      });
    }
    return out;
  }
  if (typeof file.patch !== 'string') return out;
  let current: Hunkish | null = null;
  for (const line of file.patch.split('\n')) {
    if (line.startsWith('@@')) {
      current = { header: line, removed: [], added: [], context: [] };
      out.push(current);
    } else if (current !== null) {
      if (line.startsWith('-') && !line.startsWith('---')) current.removed.push(line.slice(1));
      else if (line.startsWith('+') && !line.startsWith('+++')) current.added.push(line.slice(1));
      else current.context.push(line.slice(1));
    }
  }
  return out;
}

function quote(text: string): string {
  return `\`${cut(oneLine(text.trim()), QUOTED_MAX).replace(/`/g, "'")}\``;
}

interface Found {
  kind: 'migration' | 'removed-check' | 'weakened-check' | 'authorisation' | 'codeowners';
  detail: string;
}

/** Whether `test` accepts a line of any of `lists`. */
function anyLine(lists: readonly string[][], test: (line: string) => boolean): boolean {
  return lists.some((lines) => lines.some(test));
}

function fileFindings(file: DiffFile): Found[] {
  const found: Found[] = [];
  const path = file.path;
  const paths =
    typeof file.oldPath === 'string' && file.oldPath !== path ? [path, file.oldPath] : [path];
  for (const p of paths) {
    const framework = migrationFramework(p);
    if (framework !== null) {
      found.push({ kind: 'migration', detail: `${p} (${framework})` });
      break;
    }
  }
  if (paths.some((p) => (p.split('/').pop() ?? '') === 'CODEOWNERS')) {
    found.push({ kind: 'codeowners', detail: `${path} (${file.status})` });
  }
  const hunks = hunksOf(file);
  // Built on first need: only a removed line shaped like a check asks whether it moved.
  let addedSet: Set<string> | null = null;
  let goose = false;
  for (const hunk of hunks) {
    const all = [hunk.removed, hunk.added, hunk.context];
    // One test per line for both frameworks' words; the exact shapes only on a line that has one.
    const migrationWords = anyLine(all, (l) => MIGRATION_CONTENT_WORD.test(l));
    if (
      migrationWords &&
      !found.some((f) => f.kind === 'migration') &&
      anyLine(all, isLiquibaseLine)
    ) {
      found.push({ kind: 'migration', detail: `${path} (Liquibase)` });
    }
    if (migrationWords && !goose && anyLine(all, (l) => GOOSE_MARKER.test(l) || GOOSE_GO.test(l))) {
      goose = true;
      if (!found.some((f) => f.kind === 'migration')) {
        found.push({ kind: 'migration', detail: `${path} (goose)` });
      }
    }
    for (const line of hunk.removed) {
      const trimmed = line.trim();
      if (trimmed === '') continue;
      const shape = guardShape(trimmed);
      if (shape === null || isDeclaration(trimmed)) continue;
      addedSet ??= new Set(hunks.flatMap((h) => h.added.map((l) => l.trim())));
      if (addedSet.has(trimmed)) continue; // moved, not removed
      if (identifiers(trimmed).some((id) => isGuardName(id, shape))) {
        found.push({ kind: 'removed-check', detail: `${path}: ${shape} ${quote(trimmed)}` });
      }
    }
    for (const line of hunk.added) {
      const trimmed = line.trim();
      if (weakeningAdded(trimmed)) {
        found.push({ kind: 'weakened-check', detail: `${path}: ${quote(trimmed)}` });
      }
    }
    // In order of first appearance, each token judged as it is read: gathering every identifier
    // of the hunk first cost a set and an array per line (~0.2 s of a 3,000-file plan).
    const names = new Set<string>();
    for (const lines of [[hunk.header], ...all]) {
      for (const line of lines) {
        if (!mayNameAuthorisation(line)) continue;
        forEachIdentifier(line, (token) => {
          if (isAuthorisationName(token)) names.add(token);
        });
      }
    }
    if (names.size === 0) continue;
    const name = [...names][0] ?? '';
    const becameConstant =
      hunk.added.some((l) => isConstantAllow(l.trim())) &&
      !hunk.removed.some((l) => isConstantAllow(l.trim()));
    const removedConditions = hunk.removed.reduce((n, l) => n + conditionCount(l), 0);
    const addedConditions = hunk.added.reduce((n, l) => n + conditionCount(l), 0);
    if (becameConstant) {
      found.push({ kind: 'authorisation', detail: `${path}: ${name} now returns a constant` });
    } else if (removedConditions > addedConditions) {
      found.push({
        kind: 'authorisation',
        detail: `${path}: ${name} lost ${removedConditions - addedConditions} condition(s)`,
      });
    }
  }
  return found;
}

/** How a migration trigger starts (the generic `database migrations changed` defers to it). */
export const MIGRATION_TRIGGER = 'database migration changed';

const LABELS: Record<Found['kind'], string> = {
  migration: MIGRATION_TRIGGER,
  'removed-check': 'access check removed',
  'weakened-check': 'access check switched off',
  authorisation: 'authorisation logic weakened',
  codeowners: 'CODEOWNERS changed',
};

/** The always-human triggers of a diff's files, one line per kind, naming the files. */
export function diffTriggers(files: readonly DiffFile[]): string[] {
  const byKind = new Map<Found['kind'], string[]>();
  for (const file of files) {
    if (typeof file?.path !== 'string') continue;
    for (const f of fileFindings(file)) {
      const list = byKind.get(f.kind) ?? [];
      if (!list.includes(f.detail)) list.push(f.detail);
      byKind.set(f.kind, list);
    }
  }
  const out: string[] = [];
  for (const kind of Object.keys(LABELS) as Array<Found['kind']>) {
    const list = byKind.get(kind);
    if (list === undefined || list.length === 0) continue;
    const shown = list.slice(0, LISTED_PER_KIND).join('; ');
    const more =
      list.length > LISTED_PER_KIND ? `; … and ${list.length - LISTED_PER_KIND} more` : '';
    out.push(`${LABELS[kind]}: ${shown}${more}`);
  }
  return out;
}
