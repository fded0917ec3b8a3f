import { escapeText } from './html.js';

// The byline under an article: the author's name.
export function byline(author) {
  return `<p class="byline">by ${escapeText(author.name)}</p>`;
}
