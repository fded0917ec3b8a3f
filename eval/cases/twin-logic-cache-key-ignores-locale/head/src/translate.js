import { render } from './render.js';

// Keyed by locale, then id: the same id renders differently in each locale.
const cache = new Map();
export function translate(id, locale) {
  let byId = cache.get(locale);
  if (byId === undefined) {
    byId = new Map();
    cache.set(locale, byId);
  }
  if (!byId.has(id)) byId.set(id, render(id, locale));
  return byId.get(id);
}
