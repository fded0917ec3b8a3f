// A website holding a double quote must stay inside the href attribute: if it can close the
// attribute, an author can add event handlers (onmouseover=…) that run in every reader's browser.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { byline } = await import(pathToFileURL(join(headDir, 'src/byline.js')).href);
  const html = byline({ name: 'Ada', website: 'https://ada.example/" onmouseover="alert(1)' });
  // Exactly one attribute value before rel=, and it holds no raw quote.
  assert.match(html, /^<p class="byline">by <a href="[^"]*" rel="nofollow">Ada<\/a><\/p>$/);
  const single = byline({ name: 'Ada', website: "https://ada.example/' onfocus='x" });
  assert.doesNotMatch(single, /' onfocus='/);
}
