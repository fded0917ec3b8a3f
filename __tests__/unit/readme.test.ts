// Keeps the documentation honest: the inputs/outputs tables in docs/inputs.md match action.yml
// (names, defaults, required, text), the generated blocks of README.md and docs/*.md are current,
// the example workflows they inline are the files in docs/workflows/ and use only what the action
// and the CLI accept, and every npm script they name exists.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  CLI_DOC,
  compareDocumentation,
  DOCS_HINT,
  INPUTS_DOC,
  misplacedBlocks,
  parseActionMetadata,
  parseTableRows,
  readBlock,
  renderInputsTable,
  renderReadme,
  workflowBlocks,
  writeBlock,
} from '../../scripts/readme-tables.js';
import type { ActionMetadata } from '../../scripts/readme-tables.js';
import { parseCliArgs, USAGE } from '../../src/cli/args.js';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string): string => readFileSync(resolve(ROOT, path), 'utf8');

const README = read('README.md');
/** README.md and every docs/*.md, by repository path: the documents `npm run docs` maintains. */
const DOCS: Record<string, string> = Object.fromEntries(
  [
    'README.md',
    ...readdirSync(resolve(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ].map((path) => [path, read(path)]),
);
const INPUTS = read(INPUTS_DOC);
const ACTION_YML = read('action.yml');
const META = parseActionMetadata(ACTION_YML);
const WORKFLOW_DIR = 'docs/workflows';
const WORKFLOW_FILES = readdirSync(resolve(ROOT, WORKFLOW_DIR))
  .filter((f) => f.endsWith('.yml'))
  .map((f) => `${WORKFLOW_DIR}/${f}`);

/** A deep copy, so each case edits its own metadata. */
function meta(): ActionMetadata {
  return structuredClone(META);
}

function explain(problems: string[]): string {
  return `${INPUTS_DOC} drifted from its sources — ${DOCS_HINT}:\n${problems.join('\n')}`;
}

describe('inputs and outputs tables (docs/inputs.md)', () => {
  it('document exactly what action.yml declares', () => {
    const problems = compareDocumentation(META, INPUTS);
    expect(problems, explain(problems)).toEqual([]);
  });

  it('list every input and output of action.yml, with its default', () => {
    const inputs = parseTableRows(readBlock(INPUTS, 'inputs') ?? '');
    expect(inputs.map((r) => r.name)).toEqual(META.inputs.map((i) => i.name));
    expect(inputs.map((r) => r.default)).toEqual(META.inputs.map((i) => i.default));
    const outputs = parseTableRows(readBlock(INPUTS, 'outputs') ?? '');
    expect(outputs.map((r) => r.name)).toEqual(META.outputs.map((o) => o.name));
    // Sanity: the parse found the real thing, not an empty table on both sides.
    expect(META.inputs.find((i) => i.name === 'models')?.required).toBe(true);
    expect(META.inputs.find((i) => i.name === 'status-context')?.default).toBe('done-gate');
  });

  it('fail when action.yml gains an input the document does not document', () => {
    const changed = meta();
    changed.inputs.push({
      name: 'fake-input',
      description: 'Added by the test.',
      default: null,
      required: false,
    });
    const problems = compareDocumentation(changed, INPUTS);
    expect(problems).toContain(
      `action.yml declares input 'fake-input', which ${INPUTS_DOC} does not document (${DOCS_HINT})`,
    );
    expect(problems.some((p) => p.startsWith(`the inputs table in ${INPUTS_DOC} differs`))).toBe(
      true,
    );
  });

  it('fail when a copy of action.yml text gains an input (parsed, not hand-built)', () => {
    const copy = ACTION_YML.replace(
      /^outputs:/m,
      [
        '  fake-yaml-input:',
        '    description: Only in this copy.',
        "    default: 'x'",
        '',
        'outputs:',
      ].join('\n'),
    );
    expect(copy).not.toBe(ACTION_YML);
    const problems = compareDocumentation(parseActionMetadata(copy), INPUTS);
    expect(problems.join('\n')).toMatch(/declares input 'fake-yaml-input'.*run npm run docs/);
  });

  it('fail when the document documents an input action.yml lacks', () => {
    const changed = meta();
    changed.inputs = changed.inputs.filter((i) => i.name !== 'rigor');
    const problems = compareDocumentation(changed, INPUTS);
    expect(problems).toContain(
      `${INPUTS_DOC} documents input 'rigor', which action.yml does not declare (${DOCS_HINT})`,
    );
  });

  it('fail when a default or the required flag differs', () => {
    const changed = meta();
    const rigor = changed.inputs.find((i) => i.name === 'rigor');
    const models = changed.inputs.find((i) => i.name === 'models');
    if (rigor === undefined || models === undefined) throw new Error('fixture inputs missing');
    rigor.default = 'prototype';
    models.required = false;
    const problems = compareDocumentation(changed, INPUTS);
    expect(problems).toContain(
      `default of input 'rigor': action.yml says "prototype", ${INPUTS_DOC} says "production" (${DOCS_HINT})`,
    );
    expect(problems.some((p) => p.startsWith("input 'models' is not required in action.yml"))).toBe(
      true,
    );
  });

  it('fail when a default appears where the table shows none', () => {
    const changed = meta();
    const spec = changed.inputs.find((i) => i.name === 'spec');
    if (spec === undefined) throw new Error('fixture input missing');
    spec.default = 'SPEC.md';
    expect(compareDocumentation(changed, INPUTS)).toContain(
      `default of input 'spec': action.yml says "SPEC.md", ${INPUTS_DOC} says null (${DOCS_HINT})`,
    );
  });

  it('fail on an output added or removed', () => {
    const added = meta();
    added.outputs.push({ name: 'fake-output', description: 'Added by the test.' });
    expect(compareDocumentation(added, INPUTS)).toContain(
      `action.yml declares output 'fake-output', which ${INPUTS_DOC} does not document (${DOCS_HINT})`,
    );
    const removed = meta();
    removed.outputs = removed.outputs.filter((o) => o.name !== 'verdict');
    expect(compareDocumentation(removed, INPUTS)).toContain(
      `${INPUTS_DOC} documents output 'verdict', which action.yml does not declare (${DOCS_HINT})`,
    );
  });

  it('fail on a description change alone (the whole block is compared)', () => {
    const changed = meta();
    const first = changed.inputs[0];
    if (first === undefined) throw new Error('no inputs');
    first.description = `${first.description} Changed.`;
    expect(compareDocumentation(changed, INPUTS)).toEqual([
      `the inputs table in ${INPUTS_DOC} differs from action.yml (${DOCS_HINT})`,
    ]);
  });

  it('fail when the markers are gone', () => {
    const stripped = INPUTS.replace('<!-- inputs:start -->', '').replace(
      '<!-- outputs:end -->',
      '',
    );
    const problems = compareDocumentation(META, stripped);
    expect(problems).toContain(
      `${INPUTS_DOC} has no <!-- inputs:start --> … <!-- inputs:end --> block`,
    );
    expect(problems).toContain(
      `${INPUTS_DOC} has no <!-- outputs:start --> … <!-- outputs:end --> block`,
    );
  });

  it('escape pipes so a description cannot add a column', () => {
    const changed = meta();
    const first = changed.inputs[0];
    if (first === undefined) throw new Error('no inputs');
    first.description = 'a | b';
    first.default = 'x|y';
    const rows = parseTableRows(renderInputsTable(changed));
    expect(rows[0]).toEqual({ name: first.name, default: 'x|y', required: first.required });
    expect(rows).toHaveLength(changed.inputs.length);
  });
});

describe('generated blocks of README.md and docs/*.md', () => {
  const workflows = Object.fromEntries(WORKFLOW_FILES.map((f) => [f, read(f)]));

  it.each(Object.keys(DOCS))('%s is current: regenerating changes nothing', (path) => {
    const text = DOCS[path] ?? '';
    const regenerated = renderReadme(text, { meta: META, usage: USAGE, workflows });
    expect(regenerated === text, `${path} is out of date: ${DOCS_HINT}`).toBe(true);
  });

  it('each fixed block is in the document that should hold it, and no workflow twice', () => {
    expect(misplacedBlocks(DOCS)).toEqual([]);
    const stripped = (DOCS[CLI_DOC] ?? '').replace('<!-- cli-help:start -->', '');
    expect(misplacedBlocks({ ...DOCS, [CLI_DOC]: stripped })).toEqual([
      `${CLI_DOC} has no <!-- cli-help:start --> … <!-- cli-help:end --> block`,
    ]);
    const twice = {
      ...DOCS,
      'docs/extra.md': '<!-- workflow:docs/workflows/approve.yml:start -->',
    };
    expect(misplacedBlocks(twice)).toEqual([
      'workflow:docs/workflows/approve.yml is inlined in both docs/workflows.md and docs/extra.md',
    ]);
  });

  it('detect a stale CLI help block', () => {
    const cli = DOCS[CLI_DOC] ?? '';
    const regenerated = renderReadme(cli, {
      meta: META,
      usage: `${USAGE}\n  --new-flag  added by the test`,
      workflows,
    });
    expect(regenerated).not.toBe(cli);
    expect(readBlock(regenerated, 'cli-help')).toContain('--new-flag');
  });

  it('detect a stale inputs table', () => {
    const changed = meta();
    changed.inputs.push({ name: 'fake-input', description: 'x', default: null, required: false });
    const regenerated = renderReadme(INPUTS, { meta: changed, usage: USAGE, workflows });
    expect(regenerated).not.toBe(INPUTS);
    expect(compareDocumentation(changed, regenerated)).toEqual([]);
  });

  it('replace only the content between the markers', () => {
    const doc = 'before\n<!-- x:start -->\nold\n<!-- x:end -->\nafter\n';
    const out = writeBlock(doc, 'x', 'new');
    expect(out).toBe('before\n<!-- x:start -->\n\nnew\n\n<!-- x:end -->\nafter\n');
    expect(readBlock(out, 'x')).toBe('new');
    expect(writeBlock(out, 'x', 'new')).toBe(out);
    expect(() => writeBlock('no markers', 'x', 'new')).toThrow(/no <!-- x:start -->/);
  });

  it('keep the bench placeholder for the lead to fill (docs/performance.md)', () => {
    expect(readBlock(DOCS['docs/performance.md'] ?? '', 'bench')).not.toBeNull();
  });
});

interface WorkflowStep {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface WorkflowJob {
  permissions?: unknown;
  steps?: WorkflowStep[];
}
interface Workflow {
  on?: unknown;
  permissions?: unknown;
  jobs?: Record<string, WorkflowJob>;
}

function loadWorkflow(path: string): Workflow {
  return parse(read(path)) as Workflow;
}

function steps(workflow: Workflow): WorkflowStep[] {
  return Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? []);
}

const isDoneGate = (step: WorkflowStep): boolean => /\/done-gate@/.test(step.uses ?? '');

/** Splits a shell command line on blanks, honouring single quotes (enough for our examples). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? '');
  return words;
}

describe('example workflows', () => {
  it('are the files in docs/workflows, each inlined once across the documents', () => {
    const inlined = Object.values(DOCS)
      .flatMap((text) => workflowBlocks(text))
      .map((name) => name.slice('workflow:'.length));
    expect([...inlined].sort()).toEqual([...WORKFLOW_FILES].sort());
    // The README, the front door, shows the quick start itself.
    expect(workflowBlocks(README)).toEqual(['workflow:docs/workflows/quick-start.yml']);
    expect(WORKFLOW_FILES.length).toBeGreaterThanOrEqual(3);
  });

  it.each(WORKFLOW_FILES)('%s: no event data inside a run: script', (path) => {
    const runs = steps(loadWorkflow(path)).flatMap((s) => (s.run === undefined ? [] : [s.run]));
    expect(runs.length + steps(loadWorkflow(path)).length).toBeGreaterThan(0);
    for (const run of runs) {
      expect(run).not.toMatch(/\$\{\{[^}]*github\.(event|head_ref)/);
    }
  });

  it.each(WORKFLOW_FILES)('%s: permissions: {} at the top, explicit grants per job', (path) => {
    const workflow = loadWorkflow(path);
    expect(workflow.permissions).toEqual({});
    for (const job of Object.values(workflow.jobs ?? {})) {
      expect(job.permissions).toBeTypeOf('object');
      expect(job.permissions).not.toHaveProperty('contents', 'write');
    }
    expect(JSON.stringify(workflow.on)).not.toContain('pull_request_target');
  });

  it.each(WORKFLOW_FILES)('%s: done-gate steps pass only declared inputs', (path) => {
    const declared = new Set(META.inputs.map((i) => i.name));
    const required = META.inputs.filter((i) => i.required).map((i) => i.name);
    for (const step of steps(loadWorkflow(path)).filter(isDoneGate)) {
      const given = Object.keys(step.with ?? {});
      expect(given.filter((name) => !declared.has(name))).toEqual([]);
      for (const name of required) expect(given).toContain(name);
    }
  });

  it('the gate jobs hold the write permissions they need and check out no PR code', () => {
    for (const path of WORKFLOW_FILES) {
      const workflow = loadWorkflow(path);
      // A merge group has no pull request to comment on; every other event writes the comment.
      const events = Object.keys((workflow.on ?? {}) as Record<string, unknown>);
      const comments = events.some((e) => e !== 'merge_group');
      for (const job of Object.values(workflow.jobs ?? {})) {
        if (!(job.steps ?? []).some(isDoneGate)) continue;
        expect(job.permissions, path).toMatchObject({ statuses: 'write' });
        if (comments) expect(job.permissions, path).toMatchObject({ 'pull-requests': 'write' });
        // Artifacts are downloaded only where test output is read from them.
        if ((job.steps ?? []).some((s) => isDoneGate(s) && s.with?.['test-artifacts'])) {
          expect(job.permissions, path).toMatchObject({ actions: 'read' });
        }
        const checkouts = (job.steps ?? []).filter((s) => s.uses?.startsWith('actions/checkout'));
        expect(checkouts, `${path}: a gate job must not check out PR code`).toEqual([]);
      }
    }
  });

  it('the merge-queue and approval workflows listen to the events their commands need', () => {
    const queue = loadWorkflow(`${WORKFLOW_DIR}/merge-queue.yml`);
    expect(queue.on).toEqual({ merge_group: { types: ['checks_requested'] } });
    const approve = loadWorkflow(`${WORKFLOW_DIR}/approve.yml`);
    expect(approve.on).toEqual({
      issue_comment: { types: ['created'] },
      pull_request_review: { types: ['submitted'] },
    });
    const step = steps(approve).find(isDoneGate);
    expect(step?.with?.approvers).toBe('maintain, admin');
    expect(step?.with?.['status-context']).toBe('done-gate');
  });

  it('the hardened pair declares the same verification commands, in a form the CLI accepts', () => {
    const gate = steps(loadWorkflow(`${WORKFLOW_DIR}/hardened-gate.yml`)).find(isDoneGate);
    const declared = JSON.parse(String(gate?.with?.['verification-commands'])) as unknown;
    expect(gate?.with?.['checks-record-path']).toBe('checks/done-gate-checks.json');

    const runLine = steps(loadWorkflow(`${WORKFLOW_DIR}/hardened-checks.yml`))
      .map((s) => s.run ?? '')
      .find((run) => run.includes(' run-checks '));
    if (runLine === undefined) throw new Error('hardened-checks.yml has no run-checks step');
    const words = shellWords(runLine);
    const args = parseCliArgs(words.slice(words.indexOf('run-checks')));
    if (args.command !== 'run-checks') throw new Error(`parsed as ${args.command}`);
    expect(JSON.parse(args.inputs['verification-commands'] ?? 'null')).toEqual(declared);
    expect(args.out).toBe('done-gate-checks.json');
    expect(declared).toEqual(expect.arrayContaining([expect.any(String)]));
  });
});

describe('commands the documents name', () => {
  it('every npm script named in README.md or docs/*.md exists in package.json', () => {
    const scripts = Object.keys(
      (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
    );
    const named: string[] = [];
    for (const text of Object.values(DOCS)) {
      // Generated tables and example workflows name scripts of the user's repository, not ours.
      let ours = text;
      for (const name of ['inputs', 'outputs', ...workflowBlocks(text)]) {
        if (readBlock(ours, name) !== null) ours = writeBlock(ours, name, '');
      }
      named.push(...[...ours.matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1] ?? ''));
    }
    expect(named).toContain('review');
    expect([...new Set(named)].filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('every `npm run review -- …` example parses with the CLI', () => {
    const examples = Object.values(DOCS)
      .flatMap((text) => [...text.matchAll(/npm run review -- ([^`\n#]+)/g)])
      .map((m) => (m[1] ?? '').trim());
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      expect(() => parseCliArgs(['review', ...shellWords(example)]), example).not.toThrow();
    }
  });

  it('the review script runs the built CLI on the last commit by default', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.review).toBe('node dist/cli/index.js review');
    const args = parseCliArgs(['review']);
    expect(args).toMatchObject({ command: 'review', base: 'HEAD~1', head: 'HEAD' });
  });
});
