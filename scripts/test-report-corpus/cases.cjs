// Writes one case suite (green, red, skipped, crash, rejection, exit, syntax) for one runner's test API on
// stdout, so every runner is recorded on the same shapes: a passing run with a skip, a run with
// failures, an all-skipped run, an exception thrown during the run, a test that ends the process
// before the summary, and a test file that does not parse.
// Usage: node cases.cjs <style> <case>
const [style, kase] = process.argv.slice(2);

const fail = "throw new Error('expected 2, got 1')";
const pass = "if (1 + 1 !== 2) throw new Error('math broke')";
// An exception thrown outside any test's own call stack, while the run is still going.
const uncaught =
  "setTimeout(() => { throw new Error('boom during run'); }, 0); await new Promise((r) => setTimeout(r, 200));";
const exit = 'process.exit(1);';
// A promise rejected with no handler while the run is still going.
const rejection =
  "Promise.reject(new Error('rejected during run')); await new Promise((r) => setTimeout(r, 200));";

const CASES = {
  green: [
    ['adds numbers', 'pass'],
    ['ünïcode ✓ 名前', 'pass'],
    ['skipped test', 'skip'],
  ],
  red: [
    ['adds numbers', 'pass'],
    ['rejects #skipped rows', 'fail'],
    ['skipped test', 'skip'],
    ['deep fail', 'fail'],
    ['ünïcode ✓ 名前', 'pass'],
  ],
  skipped: [
    ['skipped one', 'skip'],
    ['skipped two', 'skip'],
  ],
  crash: [
    ['adds numbers', 'pass'],
    ['throws after it returns', 'uncaught'],
    ['runs after the throw', 'pass'],
  ],
  rejection: [
    ['adds numbers', 'pass'],
    ['rejects with no handler', 'rejection'],
    ['runs after the rejection', 'pass'],
  ],
  exit: [
    ['adds numbers', 'pass'],
    ['exits the process', 'exit'],
    ['never reached', 'pass'],
  ],
};
const BODY = { pass, fail, uncaught, exit, rejection };
const q = (s) => JSON.stringify(s);

// Per style: the file head, one test line, and the file tail.
const bdd = (head, skip = 'it.skip') => ({
  head: [head, "describe('case', () => {"],
  test: (name, kind) =>
    kind === 'skip'
      ? `  ${skip}(${q(name)}, () => {});`
      : `  it(${q(name)}, async () => { ${BODY[kind]} });`,
  tail: ['});'],
});
const STYLES = {
  vitest: bdd("import { describe, it } from 'vitest';"),
  jest: bdd(''),
  mocha: bdd(''),
  jasmine: bdd('', 'xit'),
  karma: bdd('', 'xit'),
  bun: bdd("import { describe, it } from 'bun:test';"),
  node: bdd("import { describe, it } from 'node:test';"),
  playwright: {
    head: ["const { test } = require('@playwright/test');", "test.describe('case', () => {"],
    test: (name, kind) =>
      kind === 'skip'
        ? `  test.skip(${q(name)}, () => {});`
        : `  test(${q(name)}, async () => { ${BODY[kind]} });`,
    tail: ['});'],
  },
  ava: {
    head: ["import test from 'ava';"],
    test: (name, kind) =>
      kind === 'skip'
        ? `test.skip(${q(name)}, (t) => t.pass());`
        : `test(${q(name)}, async (t) => { ${BODY[kind]}; t.pass(); });`,
    tail: [],
  },
  tape: {
    head: ["const test = require('tape');"],
    test: (name, kind) =>
      kind === 'skip'
        ? `test(${q(name)}, { skip: true }, (t) => t.end());`
        : kind === 'fail'
          ? `test(${q(name)}, (t) => { t.equal(1, 2, ${q(name)}); t.end(); });`
          : `test(${q(name)}, async (t) => { ${BODY[kind]}; t.pass(${q(name)}); });`,
    tail: [],
  },
  tap: {
    head: ["const t = require('tap');"],
    test: (name, kind) =>
      kind === 'skip'
        ? `t.test(${q(name)}, { skip: 'skipped' }, async () => {});`
        : kind === 'fail'
          ? `t.test(${q(name)}, async (t) => { t.equal(1, 2, ${q(name)}); });`
          : `t.test(${q(name)}, async (t) => { ${BODY[kind]}; t.pass(${q(name)}); });`,
    tail: [],
  },
  uvu: {
    head: ["import { test } from 'uvu';"],
    test: (name, kind) =>
      kind === 'skip'
        ? `test.skip(${q(name)}, () => {});`
        : `test(${q(name)}, async () => { ${BODY[kind]} });`,
    tail: ['test.run();'],
  },
  qunit: {
    head: ["QUnit.module('case');"],
    test: (name, kind) =>
      kind === 'skip'
        ? `QUnit.skip(${q(name)}, () => {});`
        : `QUnit.test(${q(name)}, async (assert) => { ${BODY[kind]}; assert.true(true); });`,
    tail: [],
  },
  deno: {
    head: [],
    test: (name, kind) =>
      kind === 'skip'
        ? `Deno.test({ name: ${q(name)}, ignore: true, fn() {} });`
        : `Deno.test(${q(name)}, async () => { ${BODY[kind].replace('process.exit', 'Deno.exit')} });`,
    tail: [],
  },
};

const s = STYLES[style];
if (!s) throw new Error(`unknown style ${style}`);
if (kase === 'syntax') {
  // A test file that does not parse: an unclosed call.
  const lines = [...s.head, s.test('adds numbers', 'pass').replace(/\);$/, ''), ''];
  process.stdout.write(lines.join('\n'));
} else {
  const tests = CASES[kase];
  if (!tests) throw new Error(`unknown case ${kase}`);
  const lines = [...s.head, ...tests.map(([n, k]) => s.test(n, k)), ...s.tail];
  process.stdout.write(`${lines.filter((l) => l !== '').join('\n')}\n`);
}
