const MESSAGES = { hello: { en: 'Hello', fr: 'Bonjour', de: 'Hallo' } };
export let renders = 0;
export function render(id, locale) {
  renders++;
  return MESSAGES[id]?.[locale] ?? id;
}
