// Evidence for a local run: the git range, the spec file, the test output files. The same
// Evidence value the action builds from GitHub, so every later stage is shared.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Config } from '../config/types.js';
import { detectImplementer } from '../evidence/implementer.js';
import { combineTestOutput, summariseTestBytes } from '../evidence/test-output.js';
import type { Evidence, SpecSource, TestOutputSource } from '../evidence/types.js';
import { configuredKeys } from '../models/provider-settings.js';
import { SecretByteScanner } from '../trust/evidence-secrets.js';
import { UsageError } from './args.js';
import { readLocalRange } from '../repository/git.js';

/** Characters of test output shown to the reviewers, split across sources. */
export const TEST_OUTPUT_BUDGET_CHARS = 60_000;

export interface LocalEvidenceOptions {
  cwd: string;
  base: string;
  head: string;
  /** A path, `-` for stdin, or null. */
  spec: string | null;
  testOutput: string[];
  readStdin: () => Promise<string>;
  /** The diff size limit in bytes (default MAX_DIFF_BYTES). */
  maxDiffBytes?: number;
}

/** A file a flag names: unreadable, it is the user's to fix (exit 2), naming the flag. */
async function readNamedFile(path: string, flag: string): Promise<Buffer>;
async function readNamedFile(path: string, flag: string, encoding: 'utf8'): Promise<string>;
async function readNamedFile(
  path: string,
  flag: string,
  encoding?: 'utf8',
): Promise<Buffer | string> {
  try {
    return encoding === undefined ? await readFile(path) : await readFile(path, encoding);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'a directory, not a file'
          : 'unreadable';
    throw new UsageError(`${flag} ${path}: ${why}`);
  }
}

export async function collectLocalEvidence(
  options: LocalEvidenceOptions,
  config: Config,
): Promise<{ evidence: Evidence; collectBlockers: string[] }> {
  const range = await readLocalRange(options.cwd, options.base, options.head, options.maxDiffBytes);
  const collectBlockers: string[] = [];

  const sources: SpecSource[] = [];
  if (config.spec !== null) {
    sources.push({
      kind: 'input',
      ref: 'spec input',
      author: null,
      association: null,
      text: config.spec,
    });
  } else if (options.spec !== null) {
    const text =
      options.spec === '-'
        ? await options.readStdin()
        : await readNamedFile(resolve(options.cwd, options.spec), '--spec', 'utf8');
    sources.push({
      kind: 'file',
      ref: options.spec === '-' ? 'stdin' : options.spec,
      author: null,
      association: null,
      text,
    });
  }

  const tests: TestOutputSource[] = [];
  const missing: string[] = [];
  const secrets = configuredKeys(config.providers);
  const share = Math.floor(TEST_OUTPUT_BUDGET_CHARS / Math.max(1, options.testOutput.length));
  for (const path of options.testOutput) {
    const content = await readNamedFile(resolve(options.cwd, path), '--test-output');
    // Read whole by its format's reader (any encoding); a binary file is no test output.
    const source = content.length === 0 ? null : summariseTestBytes(path, content, share);
    if (source === null) {
      missing.push(path);
      continue;
    }
    const scanner = new SecretByteScanner(secrets);
    scanner.write(content);
    tests.push(scanner.found ? { ...source, secretFound: true } : source);
  }
  const testOutput = combineTestOutput(tests, missing, TEST_OUTPUT_BUDGET_CHARS);
  for (const name of testOutput.missing) collectBlockers.push(`test output missing: ${name}`);

  let transcript = '';
  if (config.implementerTranscriptPath !== null) {
    try {
      transcript = await readFile(resolve(options.cwd, config.implementerTranscriptPath), 'utf8');
    } catch {
      collectBlockers.push(`implementer transcript missing: ${config.implementerTranscriptPath}`);
    }
  }
  const implementer = detectImplementer({
    model: config.implementerModel,
    sessionId: config.implementerSessionId,
    transcript,
    commitMessages: range.commitMessages,
    prBody: '',
  });

  const evidence: Evidence = {
    pr: {
      owner: 'local',
      repo: range.repoName,
      number: 0,
      title: range.commitMessages[0]?.split('\n')[0] ?? `${range.base}...${range.head}`,
      headSha: range.headSha,
      baseSha: range.baseSha,
      headRef: range.head,
      baseRef: range.base,
      author: null,
      htmlUrl: null,
    },
    spec: { text: sources.map((s) => s.text).join('\n\n'), sources },
    diff: {
      files: range.files,
      source: 'git',
      complete: true,
      ...(range.notes.length > 0 ? { notes: range.notes } : {}),
    },
    testOutput,
    implementer,
    commitMessages: range.commitMessages,
  };
  return { evidence, collectBlockers };
}
