// The defect: the chosen theme is kept in a module variable only; nothing is saved to storage or
// restored from it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

function memoryStorage(initial = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem: (key, value) => items.set(key, String(value)),
    values: () => [...items.values()],
  };
}

export default async function proof(headDir) {
  const { loadTheme, toggleTheme } = await import(
    pathToFileURL(join(headDir, 'src/theme.js')).href
  );
  const storage = memoryStorage();
  const chosen = toggleTheme(storage);
  assert.ok(storage.values().includes(chosen), 'the choice was not saved');
  const other = chosen === 'dark' ? 'light' : 'dark';
  // A fresh page load restores what storage holds, whatever the module last saw.
  const saved = memoryStorage({ theme: other });
  assert.equal(loadTheme(saved), other);
}
