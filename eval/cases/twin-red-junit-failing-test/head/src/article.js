import { slugify } from './slug.js';

export function articleUrl(article) {
  return `/articles/${article.id}-${slugify(article.title)}`;
}
