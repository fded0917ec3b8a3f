import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTheme, toggleTheme } from '../src/theme.js';

function memoryStorage(initial = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem: (key, value) => items.set(key, String(value)),
  };
}

test('toggleTheme switches between light and dark and saves the choice', () => {
  const storage = memoryStorage();
  assert.equal(loadTheme(storage), 'light');
  assert.equal(toggleTheme(storage), 'dark');
  assert.equal(storage.getItem('theme'), 'dark');
  assert.equal(toggleTheme(storage), 'light');
  assert.equal(storage.getItem('theme'), 'light');
});

test('loadTheme restores the saved choice, and defaults to light', () => {
  assert.equal(loadTheme(memoryStorage({ theme: 'dark' })), 'dark');
  assert.equal(loadTheme(memoryStorage()), 'light');
});
