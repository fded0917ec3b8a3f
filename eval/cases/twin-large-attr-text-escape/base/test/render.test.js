import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeAttr, escapeText, safeUrl } from '../src/html/escape.js';
import { directoryPage, profilePage } from '../src/profiles/render.js';
import { resetProfiles, saveProfile } from '../src/profiles/store.js';

beforeEach(() => resetProfiles());

test('text and attribute escaping', () => {
  assert.equal(escapeText('<b>"hi"</b>'), '&lt;b&gt;"hi"&lt;/b&gt;');
  assert.equal(escapeAttr('"x"'), '&quot;x&quot;');
  assert.equal(safeUrl('javascript:alert(1)'), '#');
});

test('a profile page escapes the bio', () => {
  saveProfile('u1', { displayName: 'Ada', bio: '<script>x</script>' });
  const { status, body } = profilePage('u1', { nonce: 'n1' });
  assert.equal(status, 200);
  assert.ok(body.includes('&lt;script&gt;x&lt;/script&gt;'));
  assert.ok(
    directoryPage({ nonce: 'n1' }).includes('<span class="avatar" aria-hidden="true">A</span>'),
  );
});
