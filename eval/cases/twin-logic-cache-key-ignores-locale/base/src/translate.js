import { render } from './render.js';

export function translate(id, locale) {
  return render(id, locale);
}
