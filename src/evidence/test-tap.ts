// TAP 12/13/14 read line by line as the text streams in (pure).
//
// Semantics, written down:
// - Subtests are indented (4 spaces in TAP 14, node:test and node-tap). A test point followed by
//   deeper test points is a parent: the tests are the leaves, each counted once. A parent that is
//   `not ok` while none of its children failed (a hook, a plan mismatch) is an error of its own.
// - A directive is `#` after whitespace, then `SKIP…`/`TODO` (any case): `# skipped`, `#skip`,
//   `# TODO later`. `#` glued to a word that is not exactly SKIP or TODO (`rejects #skipped rows`)
//   is part of the name, as is an escaped `\#`. SKIP → skipped; `not ok … # TODO` is expected to
//   fail and is not a failure; `ok … # TODO` passes.
// - The plan (`1..N`) must be there at the top level and agree with the test points of its level:
//   no plan, fewer points than planned, or more, is an error (the run stopped early or wrote
//   extra results). `1..0 # SKIP` is a skipped file. `Bail out!` is an error.
// - Diagnostics of a failure: its YAML block (`---` … `...`, `message`/`error` keys), else the
//   indented lines or `#` comments right after it (mocha, Test::More). A YAML block that never
//   closes ends at the next line that is not indented deeper than its test point.
// - Protocol faults are failures, each with its reason (the run did not say what it ran): a test
//   id outside the plan, duplicate, missing or out-of-order ids (a point without an id takes its
//   position), a plan in the middle of its level's points or not of the form 1..N, a version line
//   after the level's points or plan, `TAP version 12` or any non-TAP line under `pragma +strict`,
//   a subtest that never ends (no parent point, no closing `}`) or whose parent point names
//   another test.
import { parse as parseYaml } from 'yaml';
import { LineSplitter } from './line-splitter.js';
import { terminalText } from './terminal-text.js';
import {
  bodyOf,
  BODY_LINE_MAX,
  BODY_LINES,
  clip,
  emptyTotals,
  firstLine,
  MESSAGE_MAX,
} from './test-report.js';
import type { FailedTest, ReadTestReport, TestReportReader } from './test-report.js';

const DIAG_KEPT = 4000;
const LINE_KEPT = 64 * 1024;

const POINT = /^(not ok|ok)\b[ \t]*(\d+)?[ \t]*(?:-[ \t]+)?(.*)$/;
const PLAN = /^1\.\.(\d+)[ \t]*(?:#[ \t]*(.*))?$/;
/** Plan-shaped but not a plan (`2..5`, `100..1`). */
const BAD_PLAN = /^(\d+)\.\.(\d+)(?:\s|$)/;
const VERSION = /^TAP version (\d+)\s*$/i;
const PRAGMA = /^pragma ([+-])(\w+)\s*$/;
/** Ids past this are not tracked one by one (a plan that large is itself absurd). */
const MAX_TRACKED_ID = 1 << 24;
/** Ids named in one fault's reason. */
const IDS_SHOWN = 5;

export function splitDirective(description: string): {
  name: string;
  directive: 'skip' | 'todo' | null;
} {
  // Scan left to right for an unescaped `#` preceded by whitespace (or at the start).
  for (let i = description.indexOf('#'); i !== -1; i = description.indexOf('#', i + 1)) {
    if (i > 0 && description[i - 1] === '\\') continue;
    if (i > 0 && !/\s/.test(description[i - 1] ?? '')) continue;
    const rest = description.slice(i + 1);
    // `# time=12ms` (node-tap, vitest) is timing, not part of the name.
    if (/^\s*time=/.test(rest)) return { name: description.slice(0, i).trim(), directive: null };
    const spaced = /^\s+/.test(rest);
    const word = rest.trimStart();
    const m = spaced
      ? /^(skip\S*|todo)(?=\s|$|:)/i.exec(word)
      : /^(skip|todo)(?=\s|$|:)/i.exec(word);
    if (!m) continue;
    const directive = (m[1] ?? '').toLowerCase().startsWith('skip') ? 'skip' : 'todo';
    return { name: description.slice(0, i).trim(), directive };
  }
  return { name: description.trim(), directive: null };
}

interface Level {
  indent: number;
  /** Test points directly at this level in the current segment. */
  points: number;
  plan: number | null;
  /** How many failures were listed when this level's segment began. */
  failuresAtStart: number;
  /** `# Subtest: name` announced at this level for the next deeper segment. */
  subtestName: string | null;
  /** Points at this level when its plan was read (0: the plan came first). */
  planAt: number | null;
  /** The last `# Subtest:` name written at this level (kept after its points, unlike subtestName). */
  announcedAs: string | null;
  sawVersion: boolean;
  ids: IdTracker;
}

/**
 * The test ids of one level: a bitmap (memory bounded by the largest id, not the number of
 * points), the duplicates and the first id that came after a larger one.
 */
class IdTracker {
  private seen = new Uint8Array(64);
  private last = 0;
  readonly duplicates: number[] = [];
  duplicateCount = 0;
  /** Ids past MAX_TRACKED_ID. */
  readonly huge: number[] = [];
  outOfOrder: { id: number; after: number } | null = null;
  maxId = 0;

  add(id: number): void {
    if (id < this.last && this.outOfOrder === null) this.outOfOrder = { id, after: this.last };
    this.last = id;
    if (id > this.maxId) this.maxId = id;
    if (id > MAX_TRACKED_ID) {
      if (this.huge.length < IDS_SHOWN) this.huge.push(id);
      return;
    }
    if (id >> 3 >= this.seen.length) {
      const grown = new Uint8Array(Math.max(this.seen.length * 2, (id >> 3) + 1));
      grown.set(this.seen);
      this.seen = grown;
    }
    const bit = 1 << (id & 7);
    if ((this.seen[id >> 3] ?? 0) & bit) {
      this.duplicateCount++;
      if (this.duplicates.length < IDS_SHOWN) this.duplicates.push(id);
    } else {
      this.seen[id >> 3] = (this.seen[id >> 3] ?? 0) | bit;
    }
  }

  has(id: number): boolean {
    return id <= MAX_TRACKED_ID && ((this.seen[id >> 3] ?? 0) & (1 << (id & 7))) !== 0;
  }

  /** Ids in 1..plan not seen: the first few and how many. */
  missing(plan: number): { shown: number[]; count: number } {
    const shown: number[] = [];
    let count = 0;
    for (let id = 1; id <= Math.min(plan, MAX_TRACKED_ID); id++) {
      if (this.has(id)) continue;
      count++;
      if (shown.length < IDS_SHOWN) shown.push(id);
    }
    return { shown, count };
  }

  /** Ids outside 1..plan: the first few and how many. */
  outside(plan: number): { shown: number[]; count: number } {
    const shown: number[] = [];
    let count = 0;
    for (let id = plan + 1; id <= Math.min(this.maxId, MAX_TRACKED_ID); id++) {
      if (!this.has(id)) continue;
      count++;
      if (shown.length < IDS_SHOWN) shown.push(id);
    }
    for (const id of this.huge) {
      count++;
      if (shown.length < IDS_SHOWN) shown.push(id);
    }
    return { shown, count };
  }
}

function idList(found: { shown: number[]; count: number }): string {
  const more = found.count - found.shown.length;
  return `${found.shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

interface OpenPoint {
  indent: number;
  ok: boolean;
  name: string;
  directive: 'skip' | 'todo' | null;
  isParent: boolean;
  childFailures: number;
  diag: string;
  yaml: 'none' | 'open' | 'closed';
  yamlIndent: number;
}

export class TapReader implements TestReportReader {
  // An absurdly long line is kept only in part: test lines are short.
  private readonly lines = new LineSplitter((line) => this.line(line), LINE_KEPT);
  private readonly totals = emptyTotals();
  private readonly failures: FailedTest[] = [];
  private readonly notes: string[] = [];
  private readonly problems: string[] = [];
  private readonly levels: Level[] = [];
  private open: OpenPoint | null = null;
  private bailOut: string | null = null;
  private topPlan: number | null = null;
  private topPoints = 0;
  private skipAll: string | null = null;
  private unclosedYaml = 0;
  /** Parents written before their subtests (`ok 1 - name {` … `}`), waiting for their `}`. */
  private readonly braceParents: Array<OpenPoint & { failuresAtStart: number }> = [];
  private lineNo = 0;
  private strict = false;
  private nonTapLines = 0;
  private firstNonTap: { line: number; text: string } | null = null;

  write(text: string): void {
    this.lines.write(text);
  }

  end(): ReadTestReport {
    this.lines.end();
    this.finishPoint();
    this.unfinishedSubtests();
    this.closeLevelsDeeperThan(-1);
    if (this.firstNonTap !== null) {
      this.fault(
        '(strict)',
        `${this.nonTapLines} non-TAP line(s) under pragma +strict, the first at line ${this.firstNonTap.line}: '${this.firstNonTap.text}'`,
      );
    }
    if (this.topPlan === null && this.skipAll === null && this.bailOut === null) {
      this.totals.errors++;
      this.problemFailure(
        '(plan)',
        this.topPoints === 0
          ? 'no test points and no plan (1..N): nothing was tested'
          : `no plan (1..N) after ${this.topPoints} test points: the run may have stopped early`,
      );
    }
    if (this.unclosedYaml > 0) {
      this.notes.push(
        `${this.unclosedYaml} YAML diagnostic block(s) never closed with '...'; each ended at the next test line`,
      );
    }
    if (this.skipAll !== null) this.notes.push(`the whole file was skipped: ${this.skipAll}`);
    return {
      format: 'tap',
      totals: this.totals,
      failures: this.failures,
      notes: this.notes,
      problems: this.problems,
    };
  }

  private line(raw: string): void {
    this.lineNo++;
    // Read as a terminal shows it: a coloured `not ok` is a failure like a plain one.
    const line = terminalText(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
    const body = line.trimStart();
    const indent = line.length - body.length;
    const open = this.open;

    if (open !== null && open.yaml === 'open') {
      if (body === '...' && indent >= open.indent) {
        open.yaml = 'closed';
        return;
      }
      if (body === '' || indent > open.indent) {
        if (open.diag.length < DIAG_KEPT) open.diag += `${line.slice(open.yamlIndent)}\n`;
        return;
      }
      // Not indented under its point: the block was never closed.
      this.unclosedYaml++;
      open.yaml = 'closed';
    }
    if (body === '') return;

    if (body === '}' && this.braceParents.length > 0) {
      this.finishPoint();
      this.closeLevelsDeeperThan(indent);
      const parent = this.braceParents.pop();
      if (parent) {
        parent.childFailures = this.failures.length - parent.failuresAtStart;
        this.open = parent;
        this.finishPoint();
      }
      return;
    }
    const point = POINT.exec(body);
    if (point) {
      this.point(indent, point[1] === 'ok', point[3] ?? '', point[2] ? Number(point[2]) : null);
      return;
    }
    if (open !== null && body === '---' && indent > open.indent && open.yaml === 'none') {
      open.yaml = 'open';
      open.yamlIndent = indent;
      open.diag = '';
      return;
    }
    const plan = PLAN.exec(body);
    if (plan) {
      this.finishPoint();
      this.plan(indent, Number(plan[1]), plan[2] ?? null);
      return;
    }
    const badPlan = BAD_PLAN.exec(body);
    if (badPlan) {
      this.finishPoint();
      this.fault('(plan)', `line ${this.lineNo}: '${clip(body, 80)}' is no plan: a plan is 1..N`);
      return;
    }
    const bail = /^Bail out!\s*(.*)$/i.exec(body);
    if (bail) {
      this.finishPoint();
      if (this.bailOut === null) {
        this.bailOut = bail[1] || 'no reason given';
        this.totals.errors++;
        this.problemFailure('(bail out)', `Bail out! ${this.bailOut}`);
      }
      return;
    }
    const subtest = /^#\s*Subtest:\s*(.*)$/.exec(body);
    if (subtest) {
      this.finishPoint();
      const level = this.level(indent);
      level.subtestName = (subtest[1] ?? '').trim();
      level.announcedAs = level.subtestName;
      return;
    }
    const version = VERSION.exec(body);
    if (version) {
      this.version(indent, Number(version[1]));
      return;
    }
    const pragma = PRAGMA.exec(body);
    if (pragma) {
      if (pragma[2] === 'strict') this.strict = pragma[1] === '+';
      return;
    }
    // Diagnostics right after a failing point: indented lines (mocha) or `#` comments (Perl).
    if (open !== null && !open.ok && open.yaml === 'none' && open.diag.length < DIAG_KEPT) {
      if (indent > open.indent || body.startsWith('#')) {
        open.diag += `${body.replace(/^#\s?/, '')}\n`;
      }
    }
    if (this.strict && !body.startsWith('#')) {
      this.nonTapLines++;
      this.firstNonTap ??= { line: this.lineNo, text: clip(body, 80) };
    }
  }

  /** A version line belongs before its level's points and plan, once. */
  private version(indent: number, n: number): void {
    const level = this.level(indent);
    if (level.points > 0 || level.plan !== null || level.sawVersion) {
      this.fault(
        '(version)',
        `line ${this.lineNo}: 'TAP version ${n}' comes after the test points or plan it should open`,
      );
    }
    level.sawVersion = true;
    if (this.strict && n < 13) {
      this.fault(
        '(version)',
        `'TAP version ${n}' under pragma +strict: a version line names 13 or 14`,
      );
    }
  }

  /** Subtests still open at the end: no parent point came, or no closing `}`. */
  private unfinishedSubtests(): void {
    const top = this.levels[0];
    for (const l of this.levels) {
      if (l === top || (l.points === 0 && l.plan === null)) continue;
      const above = this.levels.filter((p) => p.indent < l.indent).pop();
      const name = l.announcedAs ?? above?.subtestName ?? null;
      this.fault(
        name === null ? '(subtest)' : `${name} (subtest)`,
        'the subtest never ended: no test point of its parent came after it',
      );
    }
    for (const parent of this.braceParents) {
      this.fault(`${parent.name} (subtest)`, "the subtest never ended: no closing '}'");
    }
    this.braceParents.length = 0;
  }

  private fault(name: string, message: string): void {
    this.totals.errors++;
    this.problemFailure(name, message);
  }

  private level(indent: number): Level {
    let level = this.levels.find((l) => l.indent === indent);
    if (!level) {
      level = {
        indent,
        points: 0,
        plan: null,
        failuresAtStart: this.failures.length,
        subtestName: null,
        planAt: null,
        announcedAs: null,
        sawVersion: false,
        ids: new IdTracker(),
      };
      this.levels.push(level);
      this.levels.sort((a, b) => a.indent - b.indent);
    }
    return level;
  }

  /**
   * Ends the segments deeper than `indent` (-1: all, at the end of the stream): their plans are
   * checked. At the end, the shallowest level left is the top level.
   */
  private closeLevelsDeeperThan(indent: number): void {
    for (let i = this.levels.length - 1; i >= 0; i--) {
      const l = this.levels[i];
      if (!l || l.indent <= indent) continue;
      const isTop = indent === -1 && i === 0;
      if (l.plan !== null && l.plan !== l.points) {
        this.totals.errors++;
        this.problemFailure(
          isTop ? '(plan)' : `${this.pathAbove(l.indent) || '(subtest)'} (plan)`,
          l.points < l.plan
            ? `planned ${l.plan} tests, ran ${l.points}: the run stopped early`
            : `planned ${l.plan} tests, ran ${l.points}: more tests than planned`,
        );
      }
      this.idFaults(l, isTop ? '(plan)' : `${this.pathAbove(l.indent) || '(subtest)'} (plan)`);
      if (isTop) {
        this.topPlan = l.plan;
        this.topPoints = l.points;
      }
      this.levels.splice(i, 1);
    }
  }

  /** A level's ids against its plan: outside it, missing, duplicated, out of order. */
  private idFaults(l: Level, name: string): void {
    const ids = l.ids;
    if (l.plan !== null && !(l.plan === 0 && l.points === 0)) {
      const outside = ids.outside(l.plan);
      if (outside.count > 0) {
        this.fault(name, `test id(s) outside the plan 1..${l.plan}: ${idList(outside)}`);
      }
      const missing = ids.missing(l.plan);
      if (missing.count > 0 && l.points > 0) {
        this.fault(name, `test id(s) of the plan 1..${l.plan} never reported: ${idList(missing)}`);
      }
    }
    if (ids.duplicateCount > 0) {
      this.fault(
        name,
        `duplicate test id(s): ${idList({ shown: ids.duplicates, count: ids.duplicateCount })}`,
      );
    }
    if (ids.outOfOrder !== null) {
      this.fault(
        name,
        `test ids out of order: ${ids.outOfOrder.id} came after ${ids.outOfOrder.after}`,
      );
    }
  }

  private pathAbove(indent: number): string {
    return this.levels
      .filter((l) => l.indent < indent && l.subtestName)
      .map((l) => l.subtestName)
      .join(' › ');
  }

  private plan(indent: number, n: number, directive: string | null): void {
    const level = this.level(indent);
    if (level.plan !== null) {
      this.totals.errors++;
      this.problemFailure('(plan)', `a second plan 1..${n} at the same level`);
      return;
    }
    level.plan = n;
    level.planAt = level.points;
    if (n === 0 && directive !== null && /^skip/i.test(directive.trim())) {
      this.skipAll = directive.trim();
    }
  }

  private point(indent: number, ok: boolean, description: string, id: number | null): void {
    this.finishPoint();
    // Segments deeper than this point are over; their failures belong to it if it is a parent.
    // Deeper segments still open are this point's children (TAP 14 writes them first).
    const children = this.levels.filter((l) => l.indent > indent && l.points > 0);
    let isParent = children.length > 0;
    const childFailures =
      this.failures.length -
      Math.min(this.failures.length, ...children.map((l) => l.failuresAtStart));
    // The name a `# Subtest:` line announced for these children (at this level or theirs).
    const announced = isParent
      ? (this.level(indent).subtestName ?? children.find((l) => l.subtestName)?.subtestName ?? null)
      : null;
    this.closeLevelsDeeperThan(indent);
    const level = this.level(indent);
    level.points++;
    level.ids.add(id ?? level.points);
    if (level.plan !== null && level.planAt !== null && level.planAt > 0) {
      // Once per level: the plan came after some points and before others.
      level.planAt = 0;
      this.fault(
        indent === 0 ? '(plan)' : `${this.pathAbove(indent) || '(subtest)'} (plan)`,
        `the plan 1..${level.plan} is in the middle of the test points (it belongs before or after all of them)`,
      );
    }
    const { name, directive } = splitDirective(description);
    // Buffered subtests (node-tap, vitest) write the parent first: `ok 1 - name {` … `}`.
    const braced = /(^|\s)\{$/.test(description);
    if (braced) isParent = true;
    const path = this.pathAbove(indent);
    const shown = unescapeName(name.replace(/\s*\{$/, '')) || '(unnamed test)';
    if (announced && name !== '' && unescapeName(announced).trim() !== shown) {
      this.fault(
        `${announced} (subtest)`,
        `the subtest '${clip(announced, 200)}' was ended by a test point named '${clip(shown, 200)}'`,
      );
    }
    const point: OpenPoint = {
      indent,
      ok,
      name: path ? `${path} › ${shown}` : shown,
      directive,
      isParent,
      childFailures,
      diag: '',
      yaml: 'none',
      yamlIndent: indent + 2,
    };
    level.subtestName = null;
    if (braced) {
      // Decided at its `}`; meanwhile its subtests carry its name.
      this.braceParents.push({ ...point, failuresAtStart: this.failures.length });
      this.level(indent).subtestName = point.name.slice(path ? path.length + 3 : 0);
      return;
    }
    this.open = point;
  }

  private finishPoint(): void {
    const p = this.open;
    if (p === null) return;
    this.open = null;
    if (p.yaml === 'open') this.unclosedYaml++;
    const failed = !p.ok && p.directive === null;
    if (p.isParent) {
      // A parent is not a test of its own, unless it fails with no failing child.
      if (failed && p.childFailures === 0) {
        this.totals.errors++;
        this.addFailure(p, 'error');
      }
      return;
    }
    this.totals.tests++;
    if (p.directive !== null) {
      // SKIP, and TODO (a test not expected to pass yet): neither passed nor failed.
      this.totals.skipped++;
    } else if (failed) {
      this.totals.failures++;
      this.addFailure(p, 'failure');
    }
  }

  private addFailure(p: OpenPoint, kind: 'failure' | 'error'): void {
    const { message, body } = diagnostics(p.diag, p.yaml !== 'none');
    this.failures.push({ name: p.name, kind, message: message || 'not ok', body });
  }

  private problemFailure(name: string, message: string): void {
    this.failures.push({ name, kind: 'error', message: clip(message, MESSAGE_MAX), body: [] });
  }
}

/** `\#` in a name is an escaped `#` (TAP 14). */
function unescapeName(name: string): string {
  return name.replace(/\\#/g, '#').replace(/\\\\/g, '\\');
}

const YAML_DETAIL_KEYS = ['operator', 'expected', 'actual', 'wanted', 'found', 'at', 'stack'];

function diagnostics(diag: string, isYaml: boolean): { message: string; body: string[] } {
  if (diag.trim() === '') return { message: '', body: [] };
  if (isYaml) {
    try {
      const parsed: unknown = parseYaml(diag);
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const rec = parsed as Record<string, unknown>;
        const key = ['message', 'error'].find((k) => typeof rec[k] === 'string' && rec[k] !== '');
        // vitest nests it: `error: { name, message }`.
        const nested =
          rec['error'] !== null && typeof rec['error'] === 'object'
            ? (rec['error'] as Record<string, unknown>)
            : null;
        const message = key
          ? firstLine(rec[key] as string)
          : typeof nested?.['message'] === 'string'
            ? firstLine(
                `${typeof nested['name'] === 'string' ? `${nested['name']}: ` : ''}${nested['message']}`,
              )
            : '';
        const body: string[] = [];
        for (const k of [...(key === 'message' ? ['error'] : []), ...YAML_DETAIL_KEYS]) {
          const v = rec[k];
          if (v === undefined || v === null || body.length >= BODY_LINES) continue;
          const s = typeof v === 'string' ? v : JSON.stringify(v);
          body.push(clip(`${k}: ${firstLine(s)}`, BODY_LINE_MAX));
        }
        if (message !== '') return { message, body };
      }
    } catch {
      // Unparseable YAML is shown as text.
    }
  }
  const message = firstLine(diag);
  return { message, body: bodyOf(diag, message) };
}
