// The defect: the name reaches the HTML unescaped, so markup in a name runs in the browser.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { profileCard } = await import(pathToFileURL(join(headDir, 'src/profile.js')).href);
  const card = profileCard({ name: '<img src=x onerror=alert(1)>' });
  assert.equal(card.includes('<img'), false, 'markup from the name is in the page');
  // The display fix holds too: an apostrophe is escaped once, not twice.
  assert.equal(profileCard({ name: "O'Brien" }).includes('&amp;'), false);
}
