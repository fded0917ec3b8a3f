// Evidence values for the unit tests of the stages that read it (plan, review, pipeline): one pull
// request on acme/widgets, its spec sources, an added file, and the configuration those stages are
// planned with. A test states only what it is about (the spec, the files, the transcript).
import { readConfig } from '../../src/config.js';
import type { DiffFile, Evidence, PullRequestRef, SpecSource } from '../../src/evidence/types.js';

/** The configuration read from `inputs` over a single OpenAI model. */
export function planConfig(inputs: Record<string, string> = {}) {
  const all: Record<string, string> = { models: 'openai/gpt-5', ...inputs };
  return readConfig((name) => all[name] ?? '');
}

/** A file the diff adds whole, one `+` line per text, in one hunk. */
export function addedFile(path: string, texts: readonly string[], patch = ''): DiffFile {
  return {
    path,
    status: 'added',
    additions: texts.length,
    deletions: 0,
    binary: false,
    patch,
    hunks: [
      {
        header: `@@ -0,0 +1,${texts.length} @@`,
        oldStart: 0,
        oldLines: 0,
        newStart: 1,
        newLines: texts.length,
        lines: texts.map((text, i) => ({ kind: '+' as const, line: i + 1, text })),
      },
    ],
  };
}

/** `count` added lines, the n-th (1-based) being `text(n)`. */
export function addedLines(count: number, text: (n: number) => string): string[] {
  return Array.from({ length: count }, (_, i) => text(i + 1));
}

/** The one-line file `a.ts` (`+x`), with GitHub's patch text and its short hunk header. */
export function oneLineFile(): DiffFile {
  const file = addedFile('a.ts', ['x'], '@@ -0,0 +1 @@\n+x');
  return { ...file, hunks: file.hunks.map((hunk) => ({ ...hunk, header: '@@ -0,0 +1 @@' })) };
}

/** A spec source: by default issue #1 on the repository, by someone with no association. */
export function specSource(extra: Partial<SpecSource> = {}): SpecSource {
  return {
    kind: 'issue',
    ref: '#1',
    author: 'someone',
    association: 'NONE',
    text: 'x',
    repository: 'acme/widgets',
    ...extra,
  };
}

/** The pull request's own body as the spec's source, written by a member. */
export function prBodySource(text: string, author: string): SpecSource {
  return specSource({ kind: 'pr-body', ref: 'PR body', author, association: 'MEMBER', text });
}

/** A spec whose text is each source under a `## ref` heading. */
export function specOf(sources: SpecSource[]): Evidence['spec'] {
  return { text: sources.map((s) => `## ${s.ref}\n\n${s.text}`).join('\n\n'), sources };
}

export interface EvidenceParts {
  pr?: Partial<PullRequestRef>;
  spec?: Evidence['spec'];
  files?: DiffFile[];
  testOutput?: string;
  transcript?: string;
  commitMessages?: string[];
}

/** Evidence for pull request #1 of acme/widgets: a complete diff of `files`, no test sources. */
export function evidenceOf(parts: EvidenceParts = {}): Evidence {
  return {
    pr: {
      owner: 'acme',
      repo: 'widgets',
      number: 1,
      title: 't',
      headSha: 'a'.repeat(40),
      baseSha: 'b'.repeat(40),
      headRef: 'f',
      baseRef: 'main',
      author: 'x',
      htmlUrl: null,
      ...parts.pr,
    },
    spec: parts.spec ?? specOf([]),
    diff: { source: 'diff', complete: true, files: parts.files ?? [] },
    testOutput: { text: parts.testOutput ?? '', sources: [], missing: [] },
    implementer: {
      model: null,
      sessionId: null,
      transcript: parts.transcript ?? '',
      detectedFrom: null,
    },
    commitMessages: parts.commitMessages ?? ['Add a'],
  };
}
