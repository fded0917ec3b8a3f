import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachment } from '../src/attachments.js';

const outside = mkdtempSync(join(tmpdir(), 'att-'));
const root = join(outside, 'root');
mkdirSync(join(root, '1'), { recursive: true });
writeFileSync(join(root, '1', 'a.txt'), 'hello');
writeFileSync(join(root, 'secret.txt'), 'no');
writeFileSync(join(outside, 'secret.txt'), 'no');

test('serves a file of the ticket', async () => {
  assert.equal((await attachment(root, { id: '1', name: 'a.txt' })).body.toString(), 'hello');
});

test('a name that leaves the folder is a 404', async () => {
  assert.equal((await attachment(root, { id: '1', name: '../secret.txt' })).status, 404);
});

test('an id that leaves the root, or is the root itself, is a 404', async () => {
  assert.equal((await attachment(root, { id: '..', name: 'secret.txt' })).status, 404);
  assert.equal((await attachment(root, { id: '.', name: 'secret.txt' })).status, 404);
  assert.equal((await attachment(root, { id: '1/..', name: 'secret.txt' })).status, 404);
});

test('a missing file is a 404', async () => {
  assert.equal((await attachment(root, { id: '1', name: 'b.txt' })).status, 404);
});
