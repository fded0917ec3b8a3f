import { render } from './render.js';

const cache = new Map();
export function translate(id, locale) {
  const key = id;
  if (!cache.has(key)) cache.set(key, render(id, locale));
  return cache.get(key);
}
