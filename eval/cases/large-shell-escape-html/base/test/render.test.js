import { test } from 'node:test';
import assert from 'node:assert/strict';
import { maintenancePage } from '../src/reports/render.js';

test('the page escapes the project name', () => {
  const html = maintenancePage({ id: 'p1', name: '<b>x</b>', quotaBytes: 2048 }, []);
  assert.ok(html.includes('&lt;b&gt;x&lt;/b&gt;'));
  assert.ok(html.includes('2 KB'));
});
