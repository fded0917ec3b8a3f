import { test } from 'node:test';
import assert from 'node:assert/strict';
import { byline } from '../src/byline.js';

test('an author without a website gets a plain byline', () => {
  assert.equal(byline({ name: 'Ada' }), '<p class="byline">by Ada</p>');
});

test('an author with a website is linked to it', () => {
  assert.equal(
    byline({ name: 'Ada', website: 'https://ada.example/' }),
    '<p class="byline">by <a href="https://ada.example/" rel="nofollow">Ada</a></p>',
  );
});

test('a website that is not http or https is not linked', () => {
  assert.equal(byline({ name: 'Ada', website: 'javascript:alert(1)' }), '<p class="byline">by Ada</p>');
});

test('markup in the name is escaped', () => {
  assert.equal(byline({ name: '<b>Ada</b>' }), '<p class="byline">by &lt;b&gt;Ada&lt;/b&gt;</p>');
});
