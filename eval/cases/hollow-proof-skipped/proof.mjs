// The defect is in the tests: the only test of idempotency is skipped, so the suite cannot tell a
// correct charge from one that bills twice. The proof runs the PR's own test file against such a
// broken charge (the base one, billing on every call) and throws if every test still passes.
// The test file's `node:test` import is pointed at a small recorder so the tests run here, in
// process, exactly as written (skipped ones stay skipped).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const BROKEN_CHARGE = `export async function charge(gateway, order) {
  return gateway.bill(order.customer, order.total);
}
`;

const RECORDER = `export const recorded = [];
function add(skip, name, options, fn) {
  const body = typeof options === 'function' ? options : fn;
  const skipped = skip || (typeof options === 'object' && options !== null && Boolean(options.skip || options.todo));
  recorded.push({ name, body, skipped });
}
export function test(name, options, fn) { add(false, name, options, fn); }
test.skip = (name, options, fn) => add(true, name, options, fn);
test.todo = (name, options, fn) => add(true, name, options, fn);
export const it = test;
`;

export default async function proof(headDir) {
  const source = await readFile(join(headDir, 'test/charge.test.js'), 'utf8');
  const pointed = source.replace(/from\s+['"]node:test['"]/, "from './recorder.mjs'");
  assert.notEqual(pointed, source, 'the test file does not import node:test');
  const folder = await mkdtemp(join(tmpdir(), 'proof-charge-'));
  try {
    await mkdir(join(folder, 'src'));
    await mkdir(join(folder, 'test'));
    await writeFile(join(folder, 'package.json'), '{ "type": "module" }\n');
    await writeFile(join(folder, 'src/charge.js'), BROKEN_CHARGE);
    await writeFile(join(folder, 'test/recorder.mjs'), RECORDER);
    await writeFile(join(folder, 'test/charge.test.js'), pointed);
    await import(pathToFileURL(join(folder, 'test/charge.test.js')).href);
    const { recorded } = await import(pathToFileURL(join(folder, 'test/recorder.mjs')).href);
    let failures = 0;
    for (const { body, skipped } of recorded) {
      if (skipped || typeof body !== 'function') continue;
      try {
        await body({});
      } catch {
        failures++;
      }
    }
    assert.ok(failures > 0, 'every test that runs passes against a charge that bills twice');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
