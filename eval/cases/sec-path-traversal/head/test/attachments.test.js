import { test } from 'node:test';
import assert from 'node:assert/strict';
import { attachment } from '../src/attachments.js';

test('a missing file is a 404', async () => {
  const res = await attachment('/nonexistent-root', { id: '1', name: 'a.txt' });
  assert.equal(res.status, 404);
});
