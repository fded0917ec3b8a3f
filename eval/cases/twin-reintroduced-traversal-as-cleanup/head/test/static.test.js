import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../src/static.js';

const folder = mkdtempSync(join(tmpdir(), 'static-'));
const root = join(folder, 'public');
mkdirSync(root);
writeFileSync(join(root, 'a.txt'), 'hi');
writeFileSync(join(folder, 'secret.txt'), 'no');

test('serves a public file', async () => {
  const res = await serveStatic(root, '/a.txt');
  assert.equal(res.body.toString(), 'hi');
});

test('a path that leaves the public folder is still refused', async () => {
  assert.deepEqual(await serveStatic(root, '/../secret.txt'), { status: 403 });
});
