// The defect behind the red report: accented letters are dropped instead of transliterated.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { slugify } = await import(pathToFileURL(join(headDir, 'src/slug.js')).href);
  assert.equal(slugify('Crème brûlée'), 'creme-brulee');
  assert.equal(slugify('Hello,   world!'), 'hello-world');
}
