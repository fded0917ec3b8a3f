// Test output for the reviewers (pure): JUnit XML and TAP summarised (totals first, then each
// failure with its message), anything else kept as a log, head and tail, within a character budget.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse as parseYaml } from 'yaml';
import type { TestOutput, TestOutputSource, TestRecordFailure } from './types.js';
import { oneLine } from '../plain-text.js';

/** Lines of a failure's body (stack, assertion diff) kept under its message. */
const BODY_LINES = 6;
const BODY_LINE_CHARS = 200;
const MESSAGE_CHARS = 500;
const NO_TESTS_NOTE = 'NOTE: this report contains no tests.';

type Totals = NonNullable<TestOutputSource['totals']>;

// ---------------------------------------------------------------------------------------------
// Fitting text into a budget

/**
 * `text` within `budget` characters: whole when it fits, else its head and tail lines with an
 * explicit `… [N lines omitted] …` marker between them. A single line too long for either side is
 * cut mid-line, and the marker then counts characters instead.
 */
export function headTail(text: string, budget: number): string {
  const max = Math.max(0, Math.floor(budget));
  if (text.length <= max) return text;
  const lines = text.split('\n');
  const markerFor = (n: number): string => `… [${n} lines omitted] …`;
  const markerRoom = markerFor(lines.length).length + 2; // the marker and its two newlines
  const side = Math.floor((max - markerRoom) / 2);
  if (side > 0) {
    let headEnd = 0;
    let headChars = 0;
    while (headEnd < lines.length && headChars + (lines[headEnd] ?? '').length + 1 <= side) {
      headChars += (lines[headEnd] ?? '').length + 1;
      headEnd++;
    }
    let tailStart = lines.length;
    let tailChars = 0;
    while (tailStart > headEnd && tailChars + (lines[tailStart - 1] ?? '').length + 1 <= side) {
      tailChars += (lines[tailStart - 1] ?? '').length + 1;
      tailStart--;
    }
    if (headEnd > 0 || tailStart < lines.length) {
      const head = lines.slice(0, headEnd).join('\n');
      const tail = lines.slice(tailStart).join('\n');
      const marker = markerFor(tailStart - headEnd);
      return [headEnd > 0 ? head : null, marker, tailStart < lines.length ? tail : null]
        .filter((part): part is string => part !== null)
        .join('\n');
    }
  }
  // No whole line fits on either side: cut by characters.
  const charMarker = (n: number): string => `\n… [${n} characters omitted] …\n`;
  const room = max - charMarker(text.length).length;
  if (room <= 1) return text.slice(0, max);
  const headLen = Math.ceil(room / 2);
  const tailLen = room - headLen;
  return (
    text.slice(0, headLen) +
    charMarker(text.length - headLen - tailLen) +
    (tailLen > 0 ? text.slice(text.length - tailLen) : '')
  );
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function totalsLine(label: string, t: Totals): string {
  return (
    `${label}: ${plural(t.tests, 'test')}, ${plural(t.failures, 'failure')}, ` +
    `${plural(t.errors, 'error')}, ${t.skipped} skipped`
  );
}

/**
 * The summary text: notes and totals first, then each failure (message and the first lines of its
 * body). Failures that do not fit are counted, never dropped silently.
 */
function summaryText(
  head: string[],
  failures: Array<{ title: string; body: string[] }>,
  budget: number,
): string {
  let text = head.join('\n');
  for (let i = 0; i < failures.length; i++) {
    const f = failures[i];
    if (!f) continue;
    const block = [f.title, ...f.body.map((l) => `    ${l}`)].join('\n');
    const rest = failures.length - i - 1;
    const reserve = rest > 0 ? 60 : 0;
    if (text.length + 1 + block.length + reserve <= budget) {
      text += `\n${block}`;
      continue;
    }
    const titleOnly = f.title;
    if (text.length + 1 + titleOnly.length + reserve <= budget) {
      text += `\n${titleOnly}`;
      continue;
    }
    text += `\n… and ${plural(failures.length - i, 'more failure')} not shown (budget)`;
    break;
  }
  return headTail(text, budget);
}

function bodyLines(body: string): string[] {
  return body
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '')
    .slice(0, BODY_LINES)
    .map((l) => (l.length > BODY_LINE_CHARS ? `${l.slice(0, BODY_LINE_CHARS - 1)}…` : l));
}

// ---------------------------------------------------------------------------------------------
// JUnit XML

const JUNIT_ARRAYS = new Set([
  'testsuites',
  'testsuite',
  'testcase',
  'failure',
  'error',
  'skipped',
]);

function looksLikeJunit(content: string): boolean {
  const start = content.replace(/^\uFEFF/, '').trimStart();
  if (!start.startsWith('<')) return false;
  return /<testsuites?[\s>/]/.test(content.slice(0, 4096));
}

type XmlNode = Record<string, unknown>;

function asNodes(value: unknown): XmlNode[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) =>
    v !== null && typeof v === 'object' ? (v as XmlNode) : { '#text': String(v ?? '') },
  );
}

function attr(node: XmlNode, name: string): string {
  const v = node[`@_${name}`];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

function count(node: XmlNode, name: string): number {
  const n = Number(attr(node, name));
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function textOf(node: XmlNode): string {
  const t = node['#text'];
  return typeof t === 'string' ? t : typeof t === 'number' ? String(t) : '';
}

interface JunitCase {
  name: string;
  kind: 'failure' | 'error';
  message: string;
  body: string[];
}

function summariseJunit(name: string, content: string, budget: number): TestOutputSource {
  const valid = XMLValidator.validate(content);
  if (valid !== true) {
    const e = valid.err;
    return logSource(
      name,
      content,
      budget,
      `NOTE: ${name} looks like JUnit XML but is malformed (${oneLine(e.msg, 200)} at line ${e.line}, ` +
        `column ${e.col}); kept as a log.`,
    );
  }
  let doc: XmlNode;
  try {
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: false,
      processEntities: true,
      // Numeric character references (`&#10;` in pytest messages) too, not only the named five.
      htmlEntities: true,
      isArray: (tag) => JUNIT_ARRAYS.has(tag),
    });
    doc = parser.parse(content) as XmlNode;
  } catch (error) {
    return logSource(
      name,
      content,
      budget,
      `NOTE: ${name} looks like JUnit XML but could not be parsed (${oneLine(String(error), 200)}); kept as a log.`,
    );
  }

  const cases: JunitCase[] = [];
  let caseCount = 0;
  let skippedCount = 0;
  let suiteCount = 0;
  const declared: Totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };

  const readCase = (tc: XmlNode, suiteName: string): void => {
    caseCount++;
    const caseName = attr(tc, 'name') || '(unnamed test)';
    const owner = attr(tc, 'classname') || suiteName;
    const full = owner && owner !== caseName ? `${owner} › ${caseName}` : caseName;
    if (asNodes(tc['skipped']).length > 0) skippedCount++;
    for (const kind of ['failure', 'error'] as const) {
      for (const f of asNodes(tc[kind])) {
        const body = textOf(f);
        const raw = attr(f, 'message') || bodyLines(body)[0] || attr(f, 'type') || kind;
        const type = attr(f, 'type');
        const message = oneLine(
          type && !raw.includes(type) ? `${type}: ${raw}` : raw,
          MESSAGE_CHARS,
        );
        cases.push({
          name: full,
          kind,
          message,
          // The body often repeats the message as its first line; show it once.
          body: bodyLines(body).filter((l) => oneLine(l, MESSAGE_CHARS) !== message),
        });
        break; // one record per test case and kind
      }
    }
  };
  const readSuite = (suite: XmlNode, depth: number): void => {
    if (depth > 20) return;
    suiteCount++;
    declared.tests += count(suite, 'tests');
    declared.failures += count(suite, 'failures');
    declared.errors += count(suite, 'errors');
    declared.skipped += count(suite, 'skipped') + count(suite, 'disabled');
    const suiteName = attr(suite, 'name');
    for (const tc of asNodes(suite['testcase'])) readCase(tc, suiteName);
    for (const inner of asNodes(suite['testsuite'])) readSuite(inner, depth + 1);
    // A suite-level <error> (e.g. a file that failed to load) is a failure of the suite itself.
    for (const kind of ['failure', 'error'] as const) {
      for (const f of asNodes(suite[kind])) {
        const body = textOf(f);
        cases.push({
          name: suiteName || '(suite)',
          kind,
          message: oneLine(attr(f, 'message') || bodyLines(body)[0] || kind, MESSAGE_CHARS),
          body: bodyLines(body),
        });
      }
    }
  };

  const roots = asNodes(doc['testsuites']);
  const rootDeclared: Totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  for (const root of roots) {
    rootDeclared.tests += count(root, 'tests');
    rootDeclared.failures += count(root, 'failures');
    rootDeclared.errors += count(root, 'errors');
    rootDeclared.skipped += count(root, 'skipped') + count(root, 'disabled');
    for (const suite of asNodes(root['testsuite'])) readSuite(suite, 0);
  }
  for (const suite of asNodes(doc['testsuite'])) readSuite(suite, 0);
  if (roots.length === 0 && asNodes(doc['testsuite']).length === 0) {
    return logSource(
      name,
      content,
      budget,
      `NOTE: ${name} is XML but has no <testsuites>/<testsuite>; kept as a log.`,
    );
  }

  const failures = cases.filter((c) => c.kind === 'failure');
  const errors = cases.filter((c) => c.kind === 'error');
  // Take the larger of what the cases show and what the attributes declare: a tool that declares
  // failures it does not list must not look greener than it is.
  const totals: Totals = {
    tests: Math.max(caseCount, declared.tests, rootDeclared.tests),
    failures: Math.max(failures.length, declared.failures, rootDeclared.failures),
    errors: Math.max(errors.length, declared.errors, rootDeclared.errors),
    skipped: Math.max(skippedCount, declared.skipped, rootDeclared.skipped),
  };
  const records: TestRecordFailure[] = cases.map((c) => ({ name: c.name, message: c.message }));
  const head = [totalsLine(`JUnit XML (${plural(suiteCount, 'suite')})`, totals)];
  if (totals.tests === 0) head.push(NO_TESTS_NOTE);
  const listed = failures.length + errors.length;
  if (totals.failures + totals.errors > listed) {
    head.push(
      `NOTE: the report declares ${totals.failures + totals.errors} failures/errors but lists ${listed}.`,
    );
  }
  const text = summaryText(
    head,
    cases.map((c) => ({
      title: `${c.kind === 'failure' ? 'FAILED' : 'ERROR'}: ${c.name} — ${c.message}`,
      body: c.body,
    })),
    budget,
  );
  return { name, format: 'junit', text, totals, failures: records };
}

// ---------------------------------------------------------------------------------------------
// TAP

const TAP_TEST = /^(\s*)(not ok|ok)\b\s*(\d+)?\s*(?:-\s*)?(.*)$/;
const TAP_PLAN = /^\s*1\.\.(\d+)/;

function looksLikeTap(content: string): boolean {
  const lines = content.split('\n', 200).map((l) => l.replace(/\r$/, ''));
  if (lines.some((l) => /^TAP version \d+/.test(l))) return true;
  const plan = lines.some((l) => /^1\.\.\d+(\s|$|#)/.test(l));
  const tests = lines.filter((l) => /^(not )?ok\b/.test(l)).length;
  return plan && tests > 0;
}

function splitDirective(description: string): { name: string; directive: 'skip' | 'todo' | null } {
  const m = /^(.*?)\s*(?<!\\)#\s*(skip|todo)\S*(.*)$/i.exec(description);
  if (!m) return { name: description.trim(), directive: null };
  return { name: (m[1] ?? '').trim(), directive: (m[2] ?? '').toLowerCase() as 'skip' | 'todo' };
}

function yamlMessage(block: string[]): { message: string | null; body: string[] } {
  try {
    const indent = Math.min(
      ...block.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length),
    );
    const parsed: unknown = parseYaml(block.map((l) => l.slice(indent)).join('\n'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const rec = parsed as Record<string, unknown>;
      // TAP producers name it differently: `message` (tap, pytest-tap), `error` (node:test).
      const messageKey = ['message', 'error'].find((k) => typeof rec[k] === 'string');
      const message = messageKey ? (rec[messageKey] as string) : null;
      const extra: string[] = [];
      for (const key of [
        'error',
        'operator',
        'expected',
        'actual',
        'found',
        'wanted',
        'at',
        'stack',
      ]) {
        const v = rec[key];
        if (v === undefined || v === null || key === messageKey) continue;
        const s = typeof v === 'string' ? v : JSON.stringify(v);
        extra.push(...bodyLines(`${key}: ${s}`));
      }
      return { message, body: extra.slice(0, BODY_LINES) };
    }
  } catch {
    // Unparseable diagnostics are shown raw.
  }
  return { message: null, body: bodyLines(block.join('\n')) };
}

function summariseTap(name: string, content: string, budget: number): TestOutputSource {
  const lines = content.split('\n').map((l) => l.replace(/\r$/, ''));
  // Subtests are indented and may come before their parent (TAP 14, node:test): the totals count
  // the least-indented test points, found first.
  let topIndent: number | null = null;
  for (const line of lines) {
    const m = TAP_TEST.exec(line);
    if (m) topIndent = Math.min(topIndent ?? Infinity, (m[1] ?? '').length);
  }
  let planned: number | null = null;
  let bailOut: string | null = null;
  const totals: Totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const fails: Array<{ name: string; message: string; body: string[]; indent: number }> = [];

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const bail = /^\s*Bail out!\s*(.*)$/.exec(line);
    if (bail) {
      bailOut ??= bail[1] || 'no reason given';
      continue;
    }
    const plan = TAP_PLAN.exec(line);
    if (plan) {
      if (line.length - line.trimStart().length === (topIndent ?? 0)) planned ??= Number(plan[1]);
      continue;
    }
    const m = TAP_TEST.exec(line);
    if (!m) continue;
    const indent = (m[1] ?? '').length;
    const ok = m[2] === 'ok';
    const { name: testName, directive } = splitDirective(m[4] ?? '');
    // A YAML diagnostics block (`---` … `...`) may follow, indented.
    let diag: string[] = [];
    const next = lines[i + 1] ?? '';
    if (/^\s+---\s*$/.test(next)) {
      let j = i + 2;
      while (j < lines.length && !/^\s+\.\.\.\s*$/.test(lines[j] ?? '')) j++;
      diag = lines.slice(i + 2, j);
      i = j;
    }
    if (indent === topIndent) {
      totals.tests++;
      if (directive === 'skip') totals.skipped++;
      else if (!ok && directive !== 'todo') totals.failures++;
    }
    if (!ok && directive === null) {
      const { message, body } = diag.length > 0 ? yamlMessage(diag) : { message: null, body: [] };
      fails.push({
        name: `${m[3] ? `#${m[3]} ` : ''}${testName || '(unnamed test)'}`,
        message: oneLine(message ?? 'not ok', MESSAGE_CHARS),
        body,
        indent,
      });
    }
  }
  if (planned !== null && planned > totals.tests) totals.errors += planned - totals.tests;
  if (bailOut !== null) totals.errors++;

  const head = [totalsLine('TAP', totals)];
  if (totals.tests === 0) head.push(NO_TESTS_NOTE);
  if (bailOut !== null) head.push(`BAIL OUT: ${oneLine(bailOut, 300)}`);
  if (planned !== null && planned !== totals.tests) {
    head.push(`NOTE: the plan announced ${plural(planned, 'test')}; ${totals.tests} reported.`);
  }
  if (planned === null) head.push('NOTE: no plan line (1..N): the run may have stopped early.');
  const base = topIndent ?? 0;
  const text = summaryText(
    head,
    fails.map((f) => ({
      title: `${f.indent > base ? '  (subtest) ' : ''}FAILED: ${f.name} — ${f.message}`,
      body: f.body,
    })),
    budget,
  );
  return {
    name,
    format: 'tap',
    text,
    totals,
    failures: fails.map((f) => ({ name: f.name, message: f.message })),
  };
}

// ---------------------------------------------------------------------------------------------
// Logs and the public API

function isEmptySource(source: TestOutputSource): boolean {
  return source.text.trim() === '' || source.totals?.tests === 0;
}

function logSource(name: string, content: string, budget: number, note?: string): TestOutputSource {
  if (!note) return { name, format: 'log', text: headTail(content, budget) };
  const room = Math.max(0, budget - note.length - 1);
  const text = room > 0 ? `${note}\n${headTail(content, room)}` : headTail(note, budget);
  return { name, format: 'log', text };
}

/**
 * One test-output file summarised within `budgetChars`: JUnit XML (totals and each failure/error
 * with test name, message and the first lines of its body), TAP (totals, `not ok` points with their
 * YAML diagnostics, SKIP/TODO, plan and bail-out), else a log kept head + tail. Malformed XML is
 * kept as a log with a note. Never throws.
 */
export function summariseTestFile(
  name: string,
  content: string,
  budgetChars: number,
): TestOutputSource {
  const text = typeof content === 'string' ? content.replace(/\r\n/g, '\n') : '';
  const budget = Math.max(0, Math.floor(Number.isFinite(budgetChars) ? budgetChars : 0));
  try {
    if (looksLikeJunit(text)) return summariseJunit(name, text, budget);
    if (looksLikeTap(text)) return summariseTap(name, text, budget);
  } catch (error) {
    return logSource(
      name,
      text,
      budget,
      `NOTE: ${name} could not be summarised (${oneLine(String(error), 200)}); kept as a log.`,
    );
  }
  return logSource(name, text, budget);
}

/**
 * All sources joined under headers, the budget split fairly: each source gets an equal share, and
 * what a short source does not use goes to the others. `missing` names configured sources that
 * were absent or empty (the caller blocks on each). A source with no text, or a JUnit/TAP report
 * with no tests in it, joins them: a configured test source that tested nothing is empty.
 */
export function combineTestOutput(
  sources: TestOutputSource[],
  missing: string[],
  budgetChars: number,
): TestOutput {
  const budget = Math.max(0, Math.floor(Number.isFinite(budgetChars) ? budgetChars : 0));
  const present: TestOutputSource[] = [];
  const absent: string[] = [];
  for (const name of missing) if (!absent.includes(name)) absent.push(name);
  for (const source of sources) {
    if (isEmptySource(source)) {
      if (!absent.includes(source.name)) absent.push(source.name);
    } else {
      present.push(source);
    }
  }

  const missingLines = absent.map(
    (n) => `### ${n}: MISSING (configured, but absent, empty or without tests)`,
  );
  const headers = present.map((s) => `### ${s.name} (${s.format})\n`);
  const fixed =
    headers.reduce((a, h) => a + h.length, 0) +
    missingLines.reduce((a, l) => a + l.length + 2, 0) +
    Math.max(0, present.length - 1) * 2;
  let pool = Math.max(0, budget - fixed);

  // Max-min fair shares: the smallest demands are met first, the rest split what is left.
  const shares = new Array<number>(present.length).fill(0);
  const order = present.map((s, i) => ({ i, need: s.text.length })).sort((a, b) => a.need - b.need);
  let left = order.length;
  for (const { i, need } of order) {
    const fair = Math.floor(pool / left);
    const share = Math.min(need, fair);
    shares[i] = share;
    pool -= share;
    left--;
  }

  const blocks = present.map((s, i) => `${headers[i] ?? ''}${headTail(s.text, shares[i] ?? 0)}`);
  const parts = [...blocks];
  if (missingLines.length > 0) parts.push(missingLines.join('\n'));
  const text = headTail(parts.join('\n\n'), budget);
  return { text, sources: present, missing: absent };
}
