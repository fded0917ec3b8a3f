// A display name that tries to close the title attribute must stay inside it: the website
// link carries exactly href, rel and title, whatever the name holds.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The attribute names of the first <a> tag in `html` that has class "website"'s link. */
function linkAttributes(html) {
  const start = html.indexOf('<p class="website"><a ');
  assert.ok(start >= 0, 'the website link is rendered');
  const names = [];
  let i = start + '<p class="website"><a '.length;
  while (i < html.length && html[i] !== '>') {
    if (html[i] === ' ') {
      i += 1;
      continue;
    }
    let name = '';
    while (i < html.length && !'= >'.includes(html[i])) name += html[i++];
    names.push(name.toLowerCase());
    if (html[i] === '=') {
      i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const end = html.indexOf(quote, i + 1);
        i = end < 0 ? html.length : end + 1;
      } else {
        while (i < html.length && !' >'.includes(html[i])) i += 1;
      }
    }
  }
  return names;
}

export default async function proof(headDir) {
  const load = (path) => import(pathToFileURL(join(headDir, path)).href);
  const { profilePage } = await load('src/profiles/render.js');
  const store = await load('src/profiles/store.js');
  for (const displayName of [
    'x" onmouseover="alert(document.cookie)',
    "Ada' autofocus onfocus='alert(1)",
  ]) {
    store.resetProfiles();
    store.saveProfile('u1', { displayName, website: 'https://ada.example.org/' });
    const { body } = profilePage('u1', { nonce: 'n1' });
    assert.deepEqual(
      linkAttributes(body),
      ['href', 'rel', 'title'],
      `the name ${displayName} adds attributes`,
    );
  }
}
