// Keeps the documentation honest: regenerates the blocks between `<!-- NAME:start -->` and
// `<!-- NAME:end -->` markers in README.md and docs/*.md from their sources, and compares what
// docs/inputs.md documents with what action.yml declares. Blocks: `inputs` (a table from the table
// of input definitions, src/config/inputs-table.ts, which action.yml must match) and `outputs` (from
// action.yml), both in docs/inputs.md, `cli-help` (the CLI's --help text, in docs/cli.md) and
// `workflow:<path>` (an example workflow file, inlined wherever a document names it).
//
//   npm run docs            rewrite the documents in place
//   npm run docs -- --check exit 1 (and say what drifted) instead of writing
//
// The functions are pure; only main() touches the file system.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { USAGE } from '../src/cli/args.js';
import type { InputDefinition } from '../src/config/input-definition.js';
import { coreInputList } from '../src/config/inputs-table.js';
import { LANE_INPUTS } from '../src/review/gauntlet/lanes/registry.js';

export interface ActionInput {
  name: string;
  description: string;
  /** The default exactly as action.yml writes it; null when there is none. */
  default: string | null;
  required: boolean;
}

export interface ActionOutput {
  name: string;
  description: string;
}

export interface ActionMetadata {
  inputs: ActionInput[];
  outputs: ActionOutput[];
}

/** A row of a README table, read back: the facts the comparison checks besides the whole text. */
export interface DocumentedRow {
  name: string;
  default: string | null;
  required: boolean | null;
}

export const DOCS_HINT = 'run npm run docs';
/** The document that holds the inputs and outputs tables. */
export const INPUTS_DOC = 'docs/inputs.md';
/** The document that holds the CLI's help text. */
export const CLI_DOC = 'docs/cli.md';
/** Blocks every document may hold, besides `workflow:<path>`. */
const FIXED_BLOCKS = ['inputs', 'outputs', 'cli-help'] as const;
const NO_DEFAULT = '—';

function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`action.yml: ${what} is not a mapping`);
  }
  return value as Record<string, unknown>;
}

function oneLine(text: unknown): string {
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
}

/** The inputs and outputs of an action.yml text, in file order. */
export function parseActionMetadata(yamlText: string): ActionMetadata {
  const doc = asRecord(parse(yamlText) as unknown, 'the document');
  const inputs = Object.entries(asRecord(doc.inputs, 'inputs')).map(([name, raw]) => {
    const spec = asRecord(raw, `input '${name}'`);
    const fallback = spec.default;
    return {
      name,
      description: oneLine(spec.description),
      default: fallback === undefined || fallback === null ? null : String(fallback),
      required: spec.required === true || spec.required === 'true',
    };
  });
  const outputs = Object.entries(asRecord(doc.outputs, 'outputs')).map(([name, raw]) => ({
    name,
    description: oneLine(asRecord(raw, `output '${name}'`).description),
  }));
  return { inputs, outputs };
}

/**
 * The inputs as the table of definitions declares them: a default of '' is none, and an input is
 * required when its parser refuses the empty value (as `models` does).
 */
export function tableInputs(definitions: readonly InputDefinition[]): ActionInput[] {
  return definitions.map((definition) => ({
    name: definition.name,
    description: definition.description,
    default: definition.default === '' ? null : definition.default,
    required: refusesEmpty(definition),
  }));
}

function refusesEmpty(definition: InputDefinition): boolean {
  try {
    definition.parse('');
    return false;
  } catch {
    return true;
  }
}

/**
 * Everything in action.yml's inputs that disagrees with the table: an input on one side only,
 * another order, or a default, description or required flag that differs. Empty when they agree.
 */
export function compareActionInputs(table: ActionInput[], declared: ActionInput[]): string[] {
  const problems: string[] = [];
  const fix = 'make action.yml say what src/config/inputs-table.ts says';
  for (const input of table) {
    const yml = declared.find((d) => d.name === input.name);
    if (yml === undefined) {
      problems.push(`action.yml lacks input '${input.name}', which the table defines (${fix})`);
      continue;
    }
    for (const key of ['default', 'description', 'required'] as const) {
      if (yml[key] !== input[key]) {
        problems.push(
          `${key} of input '${input.name}': the table says ${JSON.stringify(input[key])}, action.yml says ${JSON.stringify(yml[key])} (${fix})`,
        );
      }
    }
  }
  for (const input of declared) {
    if (!table.some((t) => t.name === input.name)) {
      problems.push(`action.yml declares input '${input.name}', which the table lacks (${fix})`);
    }
  }
  const tableOrder = table.map((t) => t.name).filter((n) => declared.some((d) => d.name === n));
  const declaredOrder = declared.map((d) => d.name).filter((n) => table.some((t) => t.name === n));
  if (tableOrder.join(',') !== declaredOrder.join(',')) {
    problems.push(`action.yml lists its inputs in another order than the table (${fix})`);
  }
  return problems;
}

/** Inline code that survives any backticks inside the value. */
function code(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** Table-cell text: pipes escaped, raw HTML made inert, on one line. */
function cell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|').replace(/</g, '&lt;');
}

/** A value as inline code in a table cell (GFM needs `\|` even inside code there). */
function codeCell(value: string): string {
  return code(value).replace(/\|/g, '\\|');
}

export function renderInputsTable(meta: ActionMetadata): string {
  const rows = meta.inputs.map(
    (input) =>
      `| ${codeCell(input.name)} | ${cell(input.description)} | ${
        input.default === null ? NO_DEFAULT : codeCell(input.default)
      } | ${input.required ? 'yes' : 'no'} |`,
  );
  return ['| Input | Description | Default | Required |', '|---|---|---|---|', ...rows].join('\n');
}

export function renderOutputsTable(meta: ActionMetadata): string {
  const rows = meta.outputs.map(
    (output) => `| ${codeCell(output.name)} | ${cell(output.description)} |`,
  );
  return ['| Output | Description |', '|---|---|', ...rows].join('\n');
}

export function renderCliHelp(usage: string): string {
  return ['```text', usage.trimEnd(), '```'].join('\n');
}

export function renderWorkflow(text: string): string {
  return ['```yaml', text.trimEnd(), '```'].join('\n');
}

function markers(name: string): { start: string; end: string } {
  return { start: `<!-- ${name}:start -->`, end: `<!-- ${name}:end -->` };
}

/** The text between a block's markers (trimmed), or null when the markers are missing. */
export function readBlock(doc: string, name: string): string | null {
  const { start, end } = markers(name);
  const from = doc.indexOf(start);
  if (from < 0) return null;
  const to = doc.indexOf(end, from + start.length);
  if (to < 0) return null;
  return doc.slice(from + start.length, to).trim();
}

/** The document with one block's content replaced; throws when the markers are missing. */
export function writeBlock(doc: string, name: string, content: string): string {
  const { start, end } = markers(name);
  const from = doc.indexOf(start);
  const to = from < 0 ? -1 : doc.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`the document has no ${start} … ${end} block`);
  return `${doc.slice(0, from + start.length)}\n\n${content}\n\n${doc.slice(to)}`;
}

/** Names of the `workflow:<path>` blocks, in document order. */
export function workflowBlocks(doc: string): string[] {
  const names: string[] = [];
  for (const match of doc.matchAll(/<!-- (workflow:[^\s>]+):start -->/g)) {
    if (match[1] !== undefined) names.push(match[1]);
  }
  return names;
}

export interface ReadmeSources {
  /** The inputs from the table of definitions, the outputs from action.yml. */
  meta: ActionMetadata;
  usage: string;
  /** Workflow file texts by repository path (`docs/workflows/…`). */
  workflows: Record<string, string>;
}

function renderFixedBlock(name: (typeof FIXED_BLOCKS)[number], sources: ReadmeSources): string {
  if (name === 'inputs') return renderInputsTable(sources.meta);
  if (name === 'outputs') return renderOutputsTable(sources.meta);
  return renderCliHelp(sources.usage);
}

/**
 * Every generated block the document holds, by name, as the sources say it should read. A block
 * whose markers the document lacks is not in the map: which document must hold which block is
 * checked by compareDocumentation and the documentation tests, not here.
 */
export function generatedBlocks(doc: string, sources: ReadmeSources): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const name of FIXED_BLOCKS) {
    if (readBlock(doc, name) !== null) blocks.set(name, renderFixedBlock(name, sources));
  }
  for (const name of workflowBlocks(doc)) {
    const path = name.slice('workflow:'.length);
    const text = sources.workflows[path];
    if (text === undefined) throw new Error(`a document includes ${path}, which does not exist`);
    blocks.set(name, renderWorkflow(text));
  }
  return blocks;
}

/** The document (README.md or docs/*.md) with every generated block it holds brought up to date. */
export function renderReadme(doc: string, sources: ReadmeSources): string {
  let out = doc;
  for (const [name, content] of generatedBlocks(doc, sources)) out = writeBlock(out, name, content);
  return out;
}

/** Splits a table row on unescaped pipes. */
function splitRow(line: string): string[] {
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return body.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

function uncode(text: string): string {
  const match = /^(`+)\s?([\s\S]*?)\s?\1$/.exec(text.trim());
  return match?.[2] ?? text.trim();
}

/** The data rows of a README table block (header and separator skipped). */
export function parseTableRows(block: string): DocumentedRow[] {
  const lines = block.split('\n').filter((l) => l.trim().startsWith('|'));
  return lines.slice(2).map((line) => {
    const cells = splitRow(line);
    const rawDefault = cells[2];
    const rawRequired = cells[3];
    return {
      name: uncode(cells[0] ?? ''),
      default: rawDefault === undefined || rawDefault === NO_DEFAULT ? null : uncode(rawDefault),
      required: rawRequired === undefined ? null : rawRequired === 'yes',
    };
  });
}

function compareNames(
  kind: 'input' | 'output',
  declared: string[],
  documented: string[],
  docName: string,
  problems: string[],
): void {
  for (const name of declared) {
    if (!documented.includes(name)) {
      problems.push(
        `action.yml declares ${kind} '${name}', which ${docName} does not document (${DOCS_HINT})`,
      );
    }
  }
  for (const name of documented) {
    if (!declared.includes(name)) {
      problems.push(
        `${docName} documents ${kind} '${name}', which action.yml does not declare (${DOCS_HINT})`,
      );
    }
  }
}

/**
 * Everything in the inputs document (docs/inputs.md) that disagrees with action.yml: inputs or outputs missing on either
 * side, defaults or required flags that differ, and any other drift of the generated tables.
 * Empty when the document is honest.
 */
export function compareDocumentation(
  meta: ActionMetadata,
  doc: string,
  docName: string = INPUTS_DOC,
): string[] {
  const problems: string[] = [];
  const inputsBlock = readBlock(doc, 'inputs');
  const outputsBlock = readBlock(doc, 'outputs');
  if (inputsBlock === null) {
    problems.push(`${docName} has no <!-- inputs:start --> … <!-- inputs:end --> block`);
  } else {
    const rows = parseTableRows(inputsBlock);
    compareNames(
      'input',
      meta.inputs.map((i) => i.name),
      rows.map((r) => r.name),
      docName,
      problems,
    );
    for (const input of meta.inputs) {
      const row = rows.find((r) => r.name === input.name);
      if (row === undefined) continue;
      if (row.default !== input.default) {
        problems.push(
          `default of input '${input.name}': action.yml says ${JSON.stringify(input.default)}, ${docName} says ${JSON.stringify(row.default)} (${DOCS_HINT})`,
        );
      }
      if (row.required !== input.required) {
        problems.push(
          `input '${input.name}' is ${input.required ? '' : 'not '}required in action.yml, but ${docName} says otherwise (${DOCS_HINT})`,
        );
      }
    }
    if (inputsBlock !== renderInputsTable(meta)) {
      problems.push(`the inputs table in ${docName} differs from action.yml (${DOCS_HINT})`);
    }
  }
  if (outputsBlock === null) {
    problems.push(`${docName} has no <!-- outputs:start --> … <!-- outputs:end --> block`);
  } else {
    compareNames(
      'output',
      meta.outputs.map((o) => o.name),
      parseTableRows(outputsBlock).map((r) => r.name),
      docName,
      problems,
    );
    if (outputsBlock !== renderOutputsTable(meta)) {
      problems.push(`the outputs table in ${docName} differs from action.yml (${DOCS_HINT})`);
    }
  }
  return problems;
}

/** README.md and every docs/*.md, as repository paths: the documents that may hold blocks. */
export async function documentPaths(root: string): Promise<string[]> {
  const docs = (await readdir(resolve(root, 'docs')))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** Reads the sources the documents' blocks come from, relative to the repository root. */
export async function readSources(root: string, docs: string[]): Promise<ReadmeSources> {
  const declared = parseActionMetadata(await readFile(resolve(root, 'action.yml'), 'utf8'));
  // The core table, then the lanes' own inputs (action.yml declares both, in that order).
  const definitions = [...coreInputList(), ...LANE_INPUTS];
  const meta = { inputs: tableInputs(definitions), outputs: declared.outputs };
  const workflows: Record<string, string> = {};
  for (const name of docs.flatMap((doc) => workflowBlocks(doc))) {
    const path = name.slice('workflow:'.length);
    workflows[path] = await readFile(resolve(root, path), 'utf8');
  }
  return { meta, usage: USAGE, workflows };
}

/** The inputs action.yml declares, in file order. */
export async function readDeclaredInputs(root: string): Promise<ActionInput[]> {
  return parseActionMetadata(await readFile(resolve(root, 'action.yml'), 'utf8')).inputs;
}

/** Where each fixed block must be: its document and name. */
const BLOCK_HOMES: readonly { doc: string; block: (typeof FIXED_BLOCKS)[number] }[] = [
  { doc: INPUTS_DOC, block: 'inputs' },
  { doc: INPUTS_DOC, block: 'outputs' },
  { doc: CLI_DOC, block: 'cli-help' },
];

/**
 * Fixed blocks missing from the document that should hold them, and example workflows inlined
 * more than once across all documents; `docs` maps repository paths to their text.
 */
export function misplacedBlocks(docs: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const { doc, block } of BLOCK_HOMES) {
    const text = docs[doc];
    if (text === undefined || readBlock(text, block) === null) {
      problems.push(`${doc} has no <!-- ${block}:start --> … <!-- ${block}:end --> block`);
    }
  }
  const seen = new Map<string, string>();
  for (const [path, text] of Object.entries(docs)) {
    for (const name of workflowBlocks(text)) {
      const first = seen.get(name);
      if (first !== undefined) problems.push(`${name} is inlined in both ${first} and ${path}`);
      else seen.set(name, path);
    }
  }
  return problems;
}

async function main(argv: string[]): Promise<number> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const check = argv.includes('--check');
  const paths = await documentPaths(root);
  const texts = await Promise.all(paths.map((path) => readFile(resolve(root, path), 'utf8')));
  const sources = await readSources(root, texts);
  const updated: Record<string, string> = {};
  const stale: string[] = [];
  for (const [index, path] of paths.entries()) {
    const text = texts[index] ?? '';
    updated[path] = renderReadme(text, sources);
    if (updated[path] === text) continue;
    stale.push(path);
    if (!check) await writeFile(resolve(root, path), updated[path]);
  }
  const problems = [
    ...compareActionInputs(sources.meta.inputs, await readDeclaredInputs(root)),
    ...misplacedBlocks(updated),
    ...compareDocumentation(sources.meta, updated[INPUTS_DOC] ?? '', INPUTS_DOC),
  ];
  if (check) {
    for (const path of stale) {
      process.stderr.write(`${path} is out of date with its sources: ${DOCS_HINT}.\n`);
    }
  } else if (stale.length > 0) {
    process.stdout.write(`Updated: ${stale.join(', ')}.\n`);
  }
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  if (problems.length > 0 || (check && stale.length > 0)) return 1;
  process.stdout.write('The documents are up to date.\n');
  return 0;
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`readme-tables: ${(error as Error).message}\n`);
      process.exitCode = 1;
    },
  );
}
