// Whether the spec came from someone the repository trusts. A spec written only by outsiders can
// define "done" as anything, so under `require-trusted-spec` it needs a maintainer. Pure.
import { inertLabel } from './output.js';

export interface SpecAuthorship {
  ref: string;
  author: string | null;
  association: string | null;
}

/** GitHub `author_association` values that can write to the repository. */
export const TRUSTED_ASSOCIATIONS: ReadonlySet<string> = new Set([
  'OWNER',
  'MEMBER',
  'COLLABORATOR',
]);

function describe(source: SpecAuthorship): string {
  const who = source.author === null ? 'unknown author' : inertLabel(source.author, 40);
  const association = inertLabel(source.association ?? 'no association', 30);
  return `'${inertLabel(source.ref, 80)}' by ${who} (${association})`;
}

export function specTrustBlockers(sources: SpecAuthorship[], requireTrusted: boolean): string[] {
  if (!requireTrusted) return [];
  const trusted = sources.some(
    (s) =>
      typeof s.association === 'string' &&
      TRUSTED_ASSOCIATIONS.has(s.association.trim().toUpperCase()),
  );
  if (trusted) return [];
  const listed = sources.length === 0 ? 'no spec source' : sources.map(describe).join('; ');
  return [
    `spec from untrusted author(s) — a maintainer must provide or approve the spec: ${listed}`,
  ];
}
