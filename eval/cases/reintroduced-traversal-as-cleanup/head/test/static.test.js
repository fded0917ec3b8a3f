import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../src/static.js';

test('serves a public file', async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(root, 'a.txt'), 'hi');
  const res = await serveStatic(root, '/a.txt');
  assert.equal(res.body.toString(), 'hi');
});
