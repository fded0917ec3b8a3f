import { escapeText } from './html.js';

function isWebAddress(url) {
  return /^https?:\/\//i.test(url);
}

// The byline under an article: the author's name, linked to their website when they have one.
export function byline(author) {
  const name = escapeText(author.name);
  if (typeof author.website !== 'string' || !isWebAddress(author.website)) {
    return `<p class="byline">by ${name}</p>`;
  }
  return `<p class="byline">by <a href="${escapeText(author.website)}" rel="nofollow">${name}</a></p>`;
}
