// Checks the relative links of README.md and docs/*.md: every `[text](target)` outside code must
// name a file of the repository, and an anchor (`#part`) must name a heading of the document it
// points at, slugged as GitHub slugs headings. External links (a scheme such as https:) are not
// followed. Pure: the caller supplies the documents and a file-existence test.
import { posix } from 'node:path';

/** A link that points nowhere, with where it was found. */
export interface BrokenLink {
  doc: string;
  line: number;
  target: string;
  reason: string;
}

const FENCE = /^\s*(```|~~~)/;
const INLINE_CODE = /`[^`\n]*`/g;
const LINK = /\[[^\]\n]*\]\(([^()\s]+)\)/g;
const HEADING = /^#{1,6}\s+(.*?)\s*#*\s*$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The lines of a document that are prose, not inside a fenced code block; 1-based numbers. */
function proseLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fenced = false;
  for (const [index, line] of text.split('\n').entries()) {
    if (FENCE.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (!fenced) out.push({ line: index + 1, text: line });
  }
  return out;
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  const visible = heading
    .replace(/\[([^\]\n]*)\]\([^()\s]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .toLowerCase();
  return visible.replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');
}

/** Every anchor a document's headings define, numbered for repeats as GitHub does (`x`, `x-1`). */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text: line } of proseLines(text)) {
    const match = HEADING.exec(line);
    if (match === null) continue;
    const slug = headingSlug(match[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * The broken relative links of the documents. `docs` maps repository paths (`README.md`,
 * `docs/x.md`) to their text; `exists` says whether a repository path is a file or folder.
 */
export function brokenLinks(
  docs: Record<string, string>,
  exists: (path: string) => boolean,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchorsAt = (path: string): Set<string> | undefined => {
    const text = docs[path];
    if (text === undefined) return undefined;
    let anchors = anchorCache.get(path);
    if (anchors === undefined) {
      anchors = anchorsOf(text);
      anchorCache.set(path, anchors);
    }
    return anchors;
  };
  for (const [doc, text] of Object.entries(docs)) {
    for (const { line, text: prose } of proseLines(text)) {
      for (const match of prose.replace(INLINE_CODE, '').matchAll(LINK)) {
        const target = match[1] ?? '';
        if (SCHEME.test(target)) continue;
        const hash = target.indexOf('#');
        const file = hash < 0 ? target : target.slice(0, hash);
        const anchor = hash < 0 ? '' : target.slice(hash + 1);
        const path = file === '' ? doc : posix.normalize(posix.join(posix.dirname(doc), file));
        if (path.startsWith('../') || !exists(path)) {
          broken.push({ doc, line, target, reason: `${path} does not exist` });
          continue;
        }
        if (anchor === '') continue;
        const anchors = anchorsAt(path);
        if (anchors === undefined) {
          broken.push({ doc, line, target, reason: `${path} is not a checked markdown document` });
        } else if (!anchors.has(decodeURIComponent(anchor))) {
          broken.push({ doc, line, target, reason: `${path} has no heading #${anchor}` });
        }
      }
    }
  }
  return broken;
}
