import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { profilePage } from '../src/profiles/render.js';
import { resetProfiles, saveProfile } from '../src/profiles/store.js';

beforeEach(() => resetProfiles());

test('the profile links the website', () => {
  saveProfile('u1', { displayName: 'Ada Lovelace', website: 'https://ada.example.org/' });
  const { body } = profilePage('u1', { nonce: 'n1' });
  assert.ok(
    body.includes(
      '<a href="https://ada.example.org/" rel="nofollow noopener" title="Ada Lovelace&#39;s website">',
    ),
  );
});

test('a javascript: website is not linked', () => {
  saveProfile('u1', { displayName: 'Eve', website: 'javascript:alert(1)' });
  const { body } = profilePage('u1', { nonce: 'n1' });
  assert.ok(body.includes('href="#"'));
  assert.ok(!body.includes('href="javascript:'));
});

test('a profile without a website has no link', () => {
  saveProfile('u1', { displayName: 'Ada' });
  assert.ok(!profilePage('u1', { nonce: 'n1' }).body.includes('class="website"'));
});

test('quotes in the display name stay inside the title', () => {
  saveProfile('u1', { displayName: 'x" onmouseover="alert(1)', website: 'https://x.example/' });
  const { body } = profilePage('u1', { nonce: 'n1' });
  assert.ok(body.includes('title="x&quot; onmouseover=&quot;alert(1)&#39;s website"'));
});
