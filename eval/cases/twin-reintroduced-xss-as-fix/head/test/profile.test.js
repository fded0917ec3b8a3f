import { test } from 'node:test';
import assert from 'node:assert/strict';
import { profileCard } from '../src/profile.js';

test("O'Brien is escaped once, so the browser shows O'Brien", () => {
  assert.equal(profileCard({ name: "O'Brien" }), '<div class="card"><h2>O&#39;Brien</h2></div>');
});

test('markup in a name is shown as text, not run', () => {
  assert.equal(
    profileCard({ name: '<script>alert(1)</script>' }),
    '<div class="card"><h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2></div>',
  );
});
