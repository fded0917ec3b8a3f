// The defect: the cache key is the id alone, so the first locale rendered is served to all.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const url = (file) => pathToFileURL(join(headDir, file)).href;
  const { translate } = await import(url('src/translate.js'));
  const render = await import(url('src/render.js'));
  assert.equal(translate('hello', 'en'), 'Hello');
  assert.equal(translate('hello', 'fr'), 'Bonjour');
  assert.equal(translate('hello', 'de'), 'Hallo');
  const before = render.renders;
  assert.equal(translate('hello', 'fr'), 'Bonjour');
  assert.equal(render.renders, before, 'a repeat call renders again');
}
