// The upload root must confine names by whole path segments: a sibling folder that merely starts
// with the root's name (/srv/uploads-private next to /srv/uploads) is outside it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { uploadPath } = await import(pathToFileURL(join(headDir, 'src/uploads.js')).href);
  assert.equal(uploadPath('/srv/uploads', '../uploads-private/key.pem'), null);
  assert.equal(uploadPath('/srv/uploads', '../uploads2/a.txt'), null);
  assert.equal(uploadPath('/srv/uploads', 'a.txt'), '/srv/uploads/a.txt');
}
