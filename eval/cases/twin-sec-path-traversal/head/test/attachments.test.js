import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachment } from '../src/attachments.js';

const folder = mkdtempSync(join(tmpdir(), 'att-'));
const root = join(folder, 'root');
mkdirSync(join(root, '1'), { recursive: true });
writeFileSync(join(root, '1', 'a.txt'), 'hello');
writeFileSync(join(root, 'other.txt'), 'another ticket');
writeFileSync(join(folder, 'secret.txt'), 'no');

test('serves a file of the ticket', async () => {
  const res = await attachment(root, { id: '1', name: 'a.txt' });
  assert.equal(res.status, 200);
  assert.equal(res.body.toString(), 'hello');
});

test('a missing file is a 404', async () => {
  assert.equal((await attachment(root, { id: '1', name: 'b.txt' })).status, 404);
});

test('a name or an id that leaves its folder is a 404', async () => {
  for (const params of [
    { id: '1', name: '../other.txt' },
    { id: '1', name: '../../secret.txt' },
    { id: '..', name: 'secret.txt' },
    { id: '.', name: 'other.txt' },
    { id: '1/..', name: 'other.txt' },
  ]) {
    assert.equal((await attachment(root, params)).status, 404, JSON.stringify(params));
  }
});
