// The streaming XML reader and the JUnit reader on hostile and odd shapes: every malformed,
// cut-off or over-deep document is a named problem, chunk boundaries never change a result, and a
// failing case can never read as green (properties over generated reports).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTestBytes, TestFileReader } from '../../../src/evidence/test-file.js';
import type { TestFileResult } from '../../../src/evidence/test-file.js';
import { FAILURES_KEPT } from '../../../src/evidence/test-junit.js';
import {
  decodeXmlEntities,
  XML_ATTRIBUTES_MAX,
  XML_DEPTH_MAX,
} from '../../../src/evidence/test-xml.js';
import { PROPERTY_LIMITS } from './arbitraries.js';
import { propertyRuns } from '../../knobs.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const read = (text: string): TestFileResult => readTestBytes(utf8(text));

/** The same bytes written in pieces cut at the given points. */
function readInPieces(bytes: Uint8Array, cuts: number[]): TestFileResult {
  const reader = new TestFileReader();
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    if (cut <= at || cut >= bytes.length) continue;
    reader.write(bytes.subarray(at, cut));
    at = cut;
  }
  reader.write(bytes.subarray(at));
  return reader.end();
}

const essence = (r: TestFileResult) => ({
  format: r.format,
  totals: r.totals,
  failures: r.failures,
  notes: r.notes,
  problems: r.problems,
});

describe('XML reader: hostile shapes are named problems, never partial reads', () => {
  it('a never-closed CDATA section, comment or attribute value is a problem', () => {
    const open = '<testsuite name="s"><testcase name="a"><failure>';
    for (const text of [
      `${open}<![CDATA[${'x'.repeat(200_000)}`,
      `${open}<!--${'-'.repeat(200_000)}`,
    ]) {
      expect(read(text).problems[0]).toMatch(/^unreadable JUnit XML: the document ends inside/);
    }
    // The root tag itself never ends: its name was never read, so the file is plain XML.
    const root = read(`<testsuite name="${'y'.repeat(200_000)}`);
    expect(root.format).toBe('xml');
    expect(root.problems[0]).toMatch(/^unreadable XML: the document ends inside/);
  });

  it('a huge attribute value and a huge text node are read whole', () => {
    const message = 'm'.repeat(3_000_000);
    const r = read(
      `<testsuite name="s"><testcase name="a"><failure message="${message}">${'t'.repeat(3_000_000)}</failure></testcase></testsuite>`,
    );
    expect(r.problems).toEqual([]);
    expect(r.totals).toEqual({ tests: 1, failures: 1, errors: 0, skipped: 0 });
    expect(r.failures[0]?.message.length).toBeLessThanOrEqual(1000);
  });

  it(`nesting deeper than ${XML_DEPTH_MAX} is a named problem, not a stack overflow`, () => {
    const deep = `${'<testsuite name="d">'.repeat(XML_DEPTH_MAX + 1)}<testcase name="a"/>${'</testsuite>'.repeat(XML_DEPTH_MAX + 1)}`;
    expect(read(deep).problems[0]).toMatch(/elements nested deeper than 512/);
    const fits = `${'<testsuite name="d">'.repeat(XML_DEPTH_MAX - 1)}<testcase name="a"/>${'</testsuite>'.repeat(XML_DEPTH_MAX - 1)}`;
    expect(read(fits).totals?.tests).toBe(1);
  });

  it('too many attributes on one element is a named problem', () => {
    const attrs = Array.from({ length: XML_ATTRIBUTES_MAX + 1 }, (_, i) => ` a${i}="1"`).join('');
    expect(read(`<testsuite${attrs}></testsuite>`).problems[0]).toMatch(
      /more than 10000 attributes/,
    );
  });

  it('entity-heavy text decodes right, a far ";" after a run of "&" included', () => {
    expect(decodeXmlEntities('&amp;&lt;&#x41;&#66;&bogus;&')).toBe('&<AB&bogus;&');
    expect(decodeXmlEntities(`${'&'.repeat(1000)};`)).toBe(`${'&'.repeat(1000)};`);
    expect(decodeXmlEntities('&constructor;&__proto__;')).toBe('&constructor;&__proto__;');
  });

  it('an entity, a CDATA terminator and a tag cut across chunks read the same as whole', () => {
    const doc = utf8(
      '<testsuite name="a &amp; b"><testcase name="t"><failure message="x &lt; y"><![CDATA[trace ]] here]]></failure></testcase></testsuite>',
    );
    const whole = readTestBytes(doc);
    for (let cut = 1; cut < doc.length; cut++) {
      expect(essence(readInPieces(doc, [cut]))).toEqual(essence(whole));
    }
  });
});

describe('JUnit: every case counts, retries only by an explicit marker', () => {
  it('the same name under two suites (two Playwright projects), one failing: failing', () => {
    const r = read(
      '<testsuites><testsuite name="a.spec.ts" hostname="chromium"><testcase classname="a.spec.ts" name="t"/></testsuite>' +
        '<testsuite name="a.spec.ts" hostname="firefox"><testcase classname="a.spec.ts" name="t"><failure message="boom"/></testcase></testsuite></testsuites>',
    );
    expect(r.totals).toEqual({ tests: 2, failures: 1, errors: 0, skipped: 0 });
  });

  it('rerunFailure with no final <failure> and no pass is a failure', () => {
    const r = read(
      '<testsuite name="s"><testcase classname="c" name="t"><rerunFailure message="still broken"/></testcase></testsuite>',
    );
    expect(r.totals).toEqual({ tests: 1, failures: 1, errors: 0, skipped: 0 });
    expect(r.failures[0]?.message).toBe('still broken');
  });

  it('flakyError alone is a pass, with the note', () => {
    const r = read(
      '<testsuite name="s" tests="1" errors="1"><testcase classname="c" name="t"><flakyError message="timeout"/></testcase></testsuite>',
    );
    expect(r.totals).toEqual({ tests: 1, failures: 0, errors: 0, skipped: 0 });
    expect(r.problems).toEqual([]);
    expect(r.notes[0]).toBe('flaky: passed on re-run: c › t (counted as passed)');
  });

  it('declared counts on every level are checked: an inner suite that declares more is named', () => {
    const r = read(
      '<testsuites tests="2" failures="1"><testsuite name="outer"><testsuite name="inner" tests="1" failures="1">' +
        '<testcase name="a"/></testsuite><testcase name="b"><failure/></testcase></testsuite></testsuites>',
    );
    expect(r.problems).toEqual([
      '<testsuite "outer › inner"> declares 1 failing (lists 0): results the report claims but does not list, so it is not trusted',
    ]);
  });

  it(`past ${FAILURES_KEPT} failures the count stays exact and the list stops, said in a note`, () => {
    const n = FAILURES_KEPT + 5;
    const cases = Array.from(
      { length: n },
      (_, i) => `<testcase name="t${i}"><failure/></testcase>`,
    );
    const r = read(`<testsuite name="s">${cases.join('')}</testsuite>`);
    expect(r.totals).toEqual({ tests: n, failures: n, errors: 0, skipped: 0 });
    expect(r.failures).toHaveLength(FAILURES_KEPT);
    expect(r.notes.join('\n')).toContain('5 more failing test(s) counted but not listed');
  });
});

describe('NUnit 2, TestNG, Robot Framework, Eclipse: the edges', () => {
  it('NUnit 2: a fixture SetUp failure with no failing case is an error; no result falls back to success/executed', () => {
    const r = read(
      '<test-results total="1"><test-suite type="TestFixture" name="Fx" result="Failure">' +
        '<failure><message>SetUp : boom</message></failure><results>' +
        '<test-case name="Fx.A" executed="True" success="True"/></results></test-suite></test-results>',
    );
    expect(r.format).toBe('nunit2');
    expect(r.totals).toEqual({ tests: 1, failures: 0, errors: 1, skipped: 0 });
    expect(r.failures[0]).toMatchObject({ name: 'Fx', kind: 'error', message: 'SetUp : boom' });
    const unknown = read(
      '<test-results><test-case name="X" executed="True" result="Weird"/></test-results>',
    );
    expect(unknown.failures[0]?.message).toContain('result Weird is not a pass');
  });

  it('TestNG: a retried attempt is not a test; a failed configuration method is an error', () => {
    const r = read(
      '<testng-results total="2" failed="0" skipped="1"><suite name="s"><test name="t"><class name="C">' +
        '<test-method name="setUp" is-config="true" status="FAIL"><exception class="E"><message>db down</message></exception></test-method>' +
        '<test-method name="flaky" status="SKIP" retried="true"/><test-method name="flaky" status="PASS"/>' +
        '<test-method name="later" status="SKIP"/></class></test></suite></testng-results>',
    );
    expect(r.totals).toEqual({ tests: 2, failures: 0, errors: 1, skipped: 1 });
    expect(r.failures[0]).toMatchObject({ name: 'C › setUp (configuration)', message: 'db down' });
    expect(r.notes.join('\n')).toContain("1 attempt(s) re-run by TestNG's retry analyzer");
  });

  it("Robot: a test's own status decides (not its keywords'); a failed suite setup is an error; statistics rows are no suites", () => {
    const r = read(
      '<robot><suite name="S"><test name="T"><kw name="K"><status status="FAIL">inner</status></kw>' +
        '<status status="PASS"/></test><status status="PASS"/></suite>' +
        '<suite name="Broken"><kw type="SETUP" name="Setup"><status status="FAIL">setup failed</status></kw>' +
        '<status status="FAIL">Suite setup failed: setup failed</status></suite>' +
        '<statistics><total><stat pass="1" fail="0" skip="0">All Tests</stat></total>' +
        '<suite><stat name="S">S</stat></suite></statistics></robot>',
    );
    expect(r.format).toBe('robot');
    expect(r.totals).toEqual({ tests: 1, failures: 0, errors: 1, skipped: 0 });
    expect(r.failures.map((f) => f.name)).toEqual(['Broken']);
    expect(r.failures[0]?.message).toBe('Suite setup failed: setup failed');
  });

  it('Eclipse: an incomplete test (the run stopped) is an error; declared tests above those listed block', () => {
    const r = read(
      '<testrun name="r" tests="3" started="2" failures="0" errors="0" ignored="0"><testsuite name="C">' +
        '<testcase name="a" classname="C"/><testcase name="b" classname="C" incomplete="true"/></testsuite></testrun>',
    );
    expect(r.format).toBe('eclipse-junit');
    expect(r.totals).toEqual({ tests: 2, failures: 0, errors: 1, skipped: 0 });
    expect(r.problems[0]).toMatch(/^<testrun "r"> declares 3 tests \(lists 2\)/);
  });
});

// Generated JUnit reports: nested suites, decorations (comments, CDATA, entities, whitespace,
// namespace prefixes, declared totals that are right or absent) and outcomes.
type Outcome = 'pass' | 'fail' | 'error' | 'skip' | 'flaky';
interface Node {
  suite: string;
  children: Array<Node | { name: string; outcome: Outcome }>;
}
/** A code point XML cannot carry (controls, lone surrogates, U+FFFE/U+FFFF) becomes "x". */
const xmlChar = (ch: string): string => {
  const c = ch.codePointAt(0) ?? 0;
  return c < 0x20 || (c >= 0xd800 && c <= 0xdfff) || c === 0xfffe || c === 0xffff ? 'x' : ch;
};
const nameArb = fc
  .string({ minLength: 1, maxLength: 8 })
  .map((s) => Array.from(s, xmlChar).join(''));
const caseArb = fc.record({
  name: nameArb,
  outcome: fc.constantFrom<Outcome>('pass', 'fail', 'error', 'skip', 'flaky'),
});
/**
 * A <testcase> named like a sibling <testsuite> is node-tap's own result for that suite, not a
 * test (test-junit.ts; the recorded node-tap reports cover it), so a generated case never takes a sibling suite's
 * name: the counts below are of tests.
 */
function apartFromSuites(node: Node): Node {
  const suites = new Set(node.children.flatMap((c) => ('suite' in c ? [c.suite] : [])));
  const children = node.children.map((c) =>
    'suite' in c || !suites.has(c.name) ? c : { ...c, name: `${c.name} (case)` },
  );
  return { ...node, children };
}
const treeArb: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc
    .record({
      suite: nameArb,
      children: fc.array(fc.oneof({ depthSize: 'small' }, caseArb, tie('node')), { maxLength: 4 }),
    })
    .map(apartFromSuites),
})).node;
interface Decoration {
  comments: boolean;
  cdata: boolean;
  declare: boolean;
  prefix: boolean;
  space: string;
}
const decorationArb: fc.Arbitrary<Decoration> = fc.record({
  comments: fc.boolean(),
  cdata: fc.boolean(),
  declare: fc.boolean(),
  prefix: fc.boolean(),
  space: fc.constantFrom('', '\n', '\n  ', '\r\n\t'),
});

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/>/g, '&gt;');

function counts(node: Node): { tests: number; failing: number; skipped: number } {
  const t = { tests: 0, failing: 0, skipped: 0 };
  for (const c of node.children) {
    if ('suite' in c) {
      const inner = counts(c);
      t.tests += inner.tests;
      t.failing += inner.failing;
      t.skipped += inner.skipped;
    } else {
      t.tests++;
      if (c.outcome === 'fail' || c.outcome === 'error') t.failing++;
      if (c.outcome === 'skip') t.skipped++;
    }
  }
  return t;
}

function render(node: Node, d: Decoration): string {
  const s = d.space;
  const c = counts(node);
  const declared = d.declare
    ? ` tests="${c.tests}" failures="${c.failing}" skipped="${c.skipped}"`
    : '';
  const tag = d.prefix ? 'j:testsuite' : 'testsuite';
  const parts: string[] = [`<${tag} name="${esc(node.suite)}"${declared}>${s}`];
  if (d.comments) parts.push(`<!-- <testcase name="hidden"><failure/></testcase> -->${s}`);
  for (const child of node.children) {
    if ('suite' in child) {
      parts.push(render(child, d));
      continue;
    }
    const open = `<testcase classname="${esc(node.suite)}" name="${esc(child.name)}">`;
    const body =
      child.outcome === 'fail'
        ? d.cdata
          ? `<failure message="boom &amp; bust"><![CDATA[trace <a> ]]]]><![CDATA[> end]]></failure>`
          : '<failure message="boom &amp; bust">trace &lt;a&gt;</failure>'
        : child.outcome === 'error'
          ? '<error type="Err"/>'
          : child.outcome === 'skip'
            ? '<skipped/>'
            : child.outcome === 'flaky'
              ? '<flakyFailure message="first run"/>'
              : '';
    parts.push(`${open}${s}${body}${s}</testcase>${s}`);
  }
  parts.push(`</${tag}>${s}`);
  return parts.join('');
}

const reportArb = fc
  .record({ tree: treeArb, decoration: decorationArb, wrap: fc.boolean() })
  .map(({ tree, decoration, wrap }) => {
    const inner = render(tree, decoration);
    const ns = decoration.prefix ? ' xmlns:j="urn:x"' : '';
    const body = inner.replace(/^<j:testsuite /, `<j:testsuite${ns} `);
    return {
      tree,
      xml: `<?xml version="1.0" encoding="UTF-8"?>${decoration.space}${wrap ? `<testsuites${ns}>${inner}</testsuites>` : body}`,
    };
  });

describe('properties', () => {
  it('any JUnit report with a failing case reads as failing or has a problem', () => {
    fc.assert(
      fc.property(reportArb, ({ tree, xml }) => {
        const r = read(xml);
        const expected = counts(tree);
        if (expected.failing > 0) {
          expect(
            (r.totals?.failures ?? 0) + (r.totals?.errors ?? 0) > 0 || r.problems.length > 0,
          ).toBe(true);
        }
        expect(r.problems).toEqual([]);
        expect(r.totals?.tests).toBe(expected.tests);
        expect((r.totals?.failures ?? 0) + (r.totals?.errors ?? 0)).toBe(expected.failing);
        expect(r.totals?.skipped).toBe(expected.skipped);
      }),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });

  it('any truncation of a valid report reads the same or has a problem', () => {
    fc.assert(
      fc.property(reportArb, fc.double({ min: 0, max: 1, noNaN: true }), ({ xml }, at) => {
        const bytes = utf8(xml);
        const whole = readTestBytes(bytes);
        // At least the first character: an empty file is no XML report (the floor's "no test ran").
        const cut = readTestBytes(bytes.subarray(0, Math.max(1, Math.floor(bytes.length * at))));
        if (cut.problems.length === 0) expect(essence(cut)).toEqual(essence(whole));
      }),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });

  it('any split into chunks reads the same as the whole', () => {
    fc.assert(
      fc.property(reportArb, fc.array(fc.nat(), { maxLength: 6 }), ({ xml }, cuts) => {
        const bytes = utf8(xml);
        const whole = readTestBytes(bytes);
        expect(
          essence(
            readInPieces(
              bytes,
              cuts.map((c) => c % (bytes.length + 1)),
            ),
          ),
        ).toEqual(essence(whole));
      }),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });
});
