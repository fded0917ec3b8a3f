import { test } from 'node:test';
import assert from 'node:assert/strict';
import { uploadPath } from '../src/uploads.js';

test('a plain name resolves inside the upload root', () => {
  assert.equal(uploadPath('/srv/uploads', 'report.pdf'), '/srv/uploads/report.pdf');
});

test('a name in a sub-folder resolves inside the upload root', () => {
  assert.equal(uploadPath('/srv/uploads', '2026/report.pdf'), '/srv/uploads/2026/report.pdf');
});

test('a name that climbs out of the root is refused', () => {
  assert.equal(uploadPath('/srv/uploads', '../../etc/passwd'), null);
});

test('the root itself is not a file', () => {
  assert.equal(uploadPath('/srv/uploads', '.'), null);
});

test('a sibling folder whose name starts like the root is refused', () => {
  assert.equal(uploadPath('/srv/uploads', '../uploads-private/key.pem'), null);
});
