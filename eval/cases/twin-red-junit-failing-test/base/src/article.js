export function articleUrl(article) {
  return `/articles/${article.id}`;
}
