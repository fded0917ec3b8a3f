// Whether each spec source came from someone the PR's base repository trusts. A spec written by
// outsiders can define "done" as anything, so under `require-trusted-spec` only trusted sources
// reach the reviewers, the rest are listed as excluded, and no trusted source at all blocks.
// Trust comes from the base repository only, and each source is judged on its own: one
// maintainer's issue does not vouch for an outsider's PR body. Pure.
import type { SpecSource } from '../evidence/types.js';
import { inertLabel } from './markdown.js';

export type SpecAuthorship = Pick<
  SpecSource,
  'ref' | 'author' | 'association' | 'repository' | 'basePermission' | 'basePermissionError'
> & { kind?: SpecSource['kind'] };

/** GitHub `author_association` values of people who belong to the repository. */
export const TRUSTED_ASSOCIATIONS: ReadonlySet<string> = new Set([
  'OWNER',
  'MEMBER',
  'COLLABORATOR',
]);

/** Base-repository permissions (the endpoint's legacy `permission`; `maintain` reads as `write`). */
export const TRUSTED_PERMISSIONS: ReadonlySet<string> = new Set(['admin', 'maintain', 'write']);

export interface SourceTrust {
  trusted: boolean;
  /** Why, in words for the report (attacker-chosen parts made inert). */
  basis: string;
}

export interface BaseRepository {
  owner: string;
  repo: string;
}

/** The spec text as reviewers read it: each source under its own heading, in order. */
export function joinSpec(sources: Array<Pick<SpecSource, 'ref' | 'text'>>): string {
  return sources.map((s) => `## ${s.ref}\n\n${closeOpenComment(s.text)}`.trimEnd()).join('\n\n');
}

/**
 * The text with an HTML comment left open at its end closed. GitHub renders each source alone, so
 * such a comment hides only the rest of its own source; joined, it would hide every source after
 * it (a PR body ending in `<!--` would swallow the criteria when the spec is sanitised).
 */
export function closeOpenComment(text: string): string {
  const lastOpen = text.lastIndexOf('<!--');
  if (lastOpen < 0) return text;
  const lastClose = Math.max(text.lastIndexOf('-->'), text.lastIndexOf('--!>'));
  return lastClose > lastOpen ? text : `${text}\n-->`;
}

function label(text: string, max: number): string {
  return inertLabel(text, max);
}

/** One source's trust, from the base repository's point of view only. */
export function judgeSource(source: SpecAuthorship, base: BaseRepository): SourceTrust {
  const baseName = `${base.owner}/${base.repo}`;
  if (source.kind === 'input') {
    // Only the workflow file sets an input, and only people with write access change that.
    return { trusted: true, basis: 'the workflow’s `spec` input' };
  }
  const association =
    typeof source.association === 'string' ? source.association.trim().toUpperCase() : null;
  const repository = typeof source.repository === 'string' ? source.repository : null;
  const foreign = repository !== null && repository.toLowerCase() !== baseName.toLowerCase();
  if (!foreign) {
    if (repository === null) {
      return { trusted: false, basis: 'no repository vouches for its author' };
    }
    if (association !== null && TRUSTED_ASSOCIATIONS.has(association)) {
      return { trusted: true, basis: `${label(association, 30)} of ${label(baseName, 100)}` };
    }
    return {
      trusted: false,
      basis: `${label(association ?? 'no association', 30)} of ${label(baseName, 100)}`,
    };
  }
  // Another repository: its association is that repository's business, not ours.
  const elsewhere = `${label(association ?? 'no association', 30)} of ${label(repository, 100)}, another repository`;
  const permission =
    typeof source.basePermission === 'string' ? source.basePermission.trim().toLowerCase() : null;
  if (permission !== null && TRUSTED_PERMISSIONS.has(permission)) {
    return {
      trusted: true,
      basis: `${elsewhere}; ${label(permission, 20)} access to ${label(baseName, 100)}`,
    };
  }
  const why =
    permission !== null
      ? `${label(permission, 20)} access to ${label(baseName, 100)}`
      : `access to ${label(baseName, 100)} unknown (${label(source.basePermissionError ?? 'not asked', 160)})`;
  return { trusted: false, basis: `${elsewhere}; ${why}` };
}

export interface JudgedSource<S extends SpecAuthorship = SpecAuthorship> {
  source: S;
  trust: SourceTrust;
  /** Left out of what the reviewers see (`require-trusted-spec` and untrusted). */
  excluded: boolean;
}

export interface SpecTrustResult<S extends SpecAuthorship = SpecAuthorship> {
  judged: Array<JudgedSource<S>>;
  /** The sources the reviewers see: all of them, or only the trusted ones when required. */
  used: S[];
  blockers: string[];
  notes: string[];
}

function describe(j: JudgedSource): string {
  const who = j.source.author === null ? 'unknown author' : label(j.source.author, 40);
  return `'${label(j.source.ref, 80)}' by ${who} (${j.trust.basis})`;
}

/**
 * Judges every source. With `requireTrusted`, untrusted sources are excluded (and named in a
 * note), and a spec with no trusted source left is a blocker. Without it every source is used.
 */
export function applySpecTrust<S extends SpecAuthorship>(
  sources: S[],
  base: BaseRepository,
  requireTrusted: boolean,
): SpecTrustResult<S> {
  const judged = sources.map((source) => {
    const trust = judgeSource(source, base);
    return { source, trust, excluded: requireTrusted && !trust.trusted };
  });
  const used = judged.filter((j) => !j.excluded).map((j) => j.source);
  const excluded = judged.filter((j) => j.excluded);
  const notes: string[] = [];
  const blockers: string[] = [];
  if (excluded.length > 0) {
    notes.push(
      `require-trusted-spec: ${excluded.length} untrusted spec source(s) left out of what the reviewers saw: ${excluded.map(describe).join('; ')}`,
    );
  }
  if (requireTrusted && used.length === 0) {
    const listed = judged.length === 0 ? 'no spec source' : judged.map(describe).join('; ');
    blockers.push(
      `spec from untrusted author(s) — a maintainer must provide or approve the spec: ${listed}`,
    );
  }
  return { judged, used, blockers, notes };
}
